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
  {
    // The pages' CSP forbids eval: in the browser zod must run jitless, which shared/zod.ts sets
    // before any schema is built. Code that can reach a page takes zod from there (decision 011);
    // app/, components/ and client/ are held to it by the page-budget rule below.
    files: ["shared/**"],
    ignores: ["shared/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from \"@/shared/zod\" (jitless in the browser: the CSP forbids eval).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Page JavaScript budget (decisions 069, 088): sonner, the socket.io client and next-auth's React client load on demand, never
    // with a page's first scripts. Toasts go through client/toast.ts, sockets through client/realtime.ts,
    // SWR hooks through client/swr.ts (the shell has no SWRConfig).
    files: ["app/**", "components/**", "client/**"],
    ignores: ["client/toast.ts", "components/providers/LazyToaster.tsx", "client/swr.ts", "client/swr-infinite.ts", "client/session.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", message: "Import { toast } from \"@/client/toast\" (sonner loads with the first toast).", allowTypeImports: true },
            { name: "socket.io-client", message: "Open sockets with useRealtimeSocket (client/realtime.ts), which loads the client on demand.", allowTypeImports: true },
            { name: "swr", importNames: ["default"], message: "Import { useSWR } from \"@/client/swr\" (the site's fetcher and settings; no SWRConfig in the shell)." },
            { name: "swr/infinite", importNames: ["default"], message: "Import { useSWRInfinite } from \"@/client/swr-infinite\"." },
            { name: "zod", message: "Import { z } from \"@/shared/zod\" (jitless in the browser: the CSP forbids eval).", allowTypeImports: true },
            { name: "next-auth/react", message: "Import useSession, signIn, signOut from \"@/client/session\" (next-auth's React client loads on sign-in/out only, decision 088).", allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
