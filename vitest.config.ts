import path from "node:path";
import { defineConfig } from "vitest/config";

// The API and realtime tests share one running app and one database (started by
// scripts/test.ts), so files run one at a time: no cross-file interference, readable failures.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/realtime/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
