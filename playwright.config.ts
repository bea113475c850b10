import { defineConfig } from "@playwright/test";

// Playwright's own browser download cannot run here: Debian's Chromium by default,
// CHROMIUM_PATH for anyone else (empty string = Playwright's bundled browser).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/e2e/output/results",
  // The app and database are shared (started by scripts/test-e2e.ts): one worker keeps it calm on 2 cores.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "tests/e2e/output/report", open: "never" }]],
  use: {
    baseURL: process.env.TEST_BASE_URL ?? "http://localhost:3000",
    screenshot: "on", // kept under tests/e2e/output for review, pass or fail
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: executablePath || undefined,
      args: [
        "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
