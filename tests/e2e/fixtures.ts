// The e2e suite's `test`: every spec fails on a console error, an uncaught page error or a
// Content-Security-Policy violation (Chromium reports those as console errors), in the default
// page and in any context the spec opens itself. Chromium's network log lines ("Failed to load
// resource: the server responded with a status of 401") are not counted: they are the HTTP answers
// the specs assert on (a wrong password is a 401). A spec that expects other errors lists them with
// `test.use({ allowedConsoleErrors: /.../ })`.
import { test as base, type Browser, type BrowserContext } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";

/** HTTP error statuses logged by the browser's network layer (not a script error, not a CSP block). */
const HTTP_STATUS_LOG = /^Failed to load resource: the server responded with a status of \d{3}/;

type Fixtures = { allowedConsoleErrors: RegExp | null; consoleGuard: void };

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ context, browser, allowedConsoleErrors }, use, testInfo) => {
      const problems: string[] = [];
      const watch = async (ctx: BrowserContext) => {
        // Violations are also reported explicitly (init scripts are not subject to the page's CSP).
        await ctx.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (e) =>
            console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`),
          );
        });
        ctx.on("console", (msg) => {
          if (msg.type() !== "error" || HTTP_STATUS_LOG.test(msg.text())) return;
          const text = `${msg.text()} (${msg.location().url || msg.page()?.url() || "?"})`;
          if (!allowedConsoleErrors?.test(text)) problems.push(`console error: ${text}`);
        });
        ctx.on("weberror", (err) => problems.push(`page error: ${err.error().message}`));
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      (browser as Browser).newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const ctx = await newContext(...args);
        await watch(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      if (problems.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`the page reported ${problems.length} problem(s):\n${problems.join("\n")}`);
      }
    },
    { auto: true },
  ],
});
