// Issue 26 point 6: from Settings → Privacy a member downloads a copy of their data, then deletes
// their account (password confirmation); /privacy renders the retention table in every language.
import { expect, test, type APIRequestContext, type Page } from "./fixtures";

const OUTPUT = "tests/e2e/output";
const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function signUpByApi(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { firstName: "Rania", lastName: "Trabelsi", username: `rania_${tag}`, email: `rania_${tag}@example.com`, password: "Velvet!2026", dateOfBirth: "1992-02-11" };
  const res = await request.post("/api/users/register", { data: user, headers: { "x-forwarded-for": randomIp() } });
  expect(res.status()).toBe(201);
  return user;
}

async function signInByPage(page: Page, email: string, password: string) {
  await page.goto("/en/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/en\/?$/, { timeout: 20_000 });
}

test("a member downloads their data and deletes their account from Settings → Privacy", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await signUpByApi(request);
  await signInByPage(page, user.email, user.password);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/en/settings#privacy");

  const exportPanel = page.getByTestId("privacy-export");
  await exportPanel.getByRole("button", { name: "Ask for a copy of my data" }).click();
  // the job writes it; the panel looks again every few seconds
  const download = exportPanel.getByRole("link", { name: "Download" });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(exportPanel.getByText(/Next copy possible/)).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^velvet-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await (await import("node:fs/promises")).readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  await page.screenshot({ path: `${OUTPUT}/privacy-settings-375.png`, fullPage: false });

  const danger = page.getByTestId("privacy-delete");
  const remove = danger.getByRole("button", { name: "Delete my account" });
  await danger.getByLabel("Your password").fill("not-my-password");
  await expect(remove).toBeDisabled();
  await danger.getByRole("checkbox").check();
  await remove.click();
  await expect(danger.getByText("The password is incorrect.")).toBeVisible();

  await danger.getByLabel("Your password").fill(user.password);
  await remove.click();
  await expect(page).toHaveURL(/\/en\/?$/, { timeout: 20_000 });
  // signed out, and the account can no longer sign in
  const login = await request.post("/api/users/login", { data: { email: user.email, password: user.password }, headers: { "x-forwarded-for": randomIp() } });
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe("ACCOUNT_DELETED");
  expect((await request.get(`/api/users/${user.username}`)).status()).toBe(404);
});

test("/privacy renders the retention table and the cookies, right to left in tn", async ({ page }) => {
  await page.goto("/en/privacy");
  const table = page.getByTestId("retention-table");
  await expect(table.getByRole("columnheader", { name: "Why we keep it" })).toBeVisible();
  await expect(table.locator("tr[data-row='sessions']")).toContainText("90 days after the session ended");
  await expect(table.getByText("next-auth.session-token")).toBeVisible();
  // the default language (tn, no prefix) for a visitor who chose it
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "tn", url: origin }]);
  await page.goto("/privacy");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("retention-table").locator("tr[data-row='exports']")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${OUTPUT}/privacy-page-tn-375.png`, fullPage: true });
});
