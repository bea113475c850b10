// Minimal flat config: typescript-eslint's recommended rules plus the React hooks rules.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", "tests/e2e/output/**", "bench/output/**", ".data/**", "next-env.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Typed SQL only (decision 021): statements are built with Kysely (lib/db/kysely.ts runs them
    // through Prisma); raw SQL strings never come back.
    files: ["app/**", "components/**", "client/**", "shared/**", "lib/**", "realtime/**", "scripts/**", "prisma/seed/**"],
    ignores: ["lib/db/kysely.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe"].map((property) => ({
          property,
          message: "Build the statement with Kysely (lib/db/kysely.ts); raw SQL has its one home there.",
        })),
      ],
    },
  },
);
