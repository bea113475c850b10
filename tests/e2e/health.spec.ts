import { expect, test } from "./fixtures";

// Proves the harness: a real Chromium reaches the built app, which reaches its database.
test("the health endpoint answers ok in the browser", async ({ page }) => {
  const response = await page.goto("/api/health");
  expect(response?.status()).toBe(200);
  await expect(page.locator("body")).toContainText('"status":"ok"');
});
