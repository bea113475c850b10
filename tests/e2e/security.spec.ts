// Two-factor sign-in and the session list, as a member uses them on /settings.
import { generate } from "otplib";
import { expect, test, type Page } from "./fixtures";

const OUTPUT = "tests/e2e/output";
const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

function uniqueUser() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { firstName: "Sonia", lastName: "Trabelsi", username: `sonia_${tag}`, email: `sonia_${tag}@example.com`, password: "Velvet!2026", dateOfBirth: "1993-02-11" };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/en/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("security settings", () => {
  test("turn on two-factor sign-in with the QR code's key, then sign in with a code", async ({ page, request }) => {
    const user = uniqueUser();
    expect((await request.post("/api/users/register", { data: user, headers: { "x-forwarded-for": randomIp() } })).status()).toBe(201);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/en\/?$/, { timeout: 20_000 });

    await page.goto("/en/settings#two-factor");
    const section = page.locator("#two-factor");
    await section.getByRole("button", { name: "Set up" }).click();
    await expect(section.getByTestId("two-factor-qr")).toBeVisible();
    const secret = (await section.getByTestId("two-factor-secret").textContent())!.trim();
    await section.getByLabel("6-digit code").fill("000000");
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByRole("alert")).toBeVisible();
    await section.getByLabel("6-digit code").fill(await generate({ secret }));
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await page.screenshot({ path: `${OUTPUT}/security-recovery-codes-en.png`, fullPage: false });
    await section.getByRole("button", { name: "I have saved them" }).click();
    await expect(section.getByTestId("two-factor-on")).toContainText("10 recovery codes left");

    // a new browser: the password alone no longer signs in
    const other = await page.context().browser()!.newContext({ baseURL: page.url().replace(/\/en.*$/, "") });
    const second = await other.newPage();
    await signIn(second, user.email, user.password);
    await expect(second.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await second.getByLabel("Verification code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await second.getByRole("button", { name: "Verify" }).click();
    await expect(second).toHaveURL(/\/en\/?$/, { timeout: 20_000 });

    // both devices are listed; the first signs the second out
    // (the page is still /en/settings: a hash change alone would not reload the list)
    await page.goto("/en/settings#sessions");
    await page.reload();
    const list = page.getByTestId("session-list");
    await expect(list.locator("li")).toHaveCount(3); // sign-up (API), this browser, the other one
    await expect(list.getByText("This device")).toHaveCount(1);
    await page.locator("#sessions").screenshot({ path: `${OUTPUT}/security-sessions-en.png` });
    const others = list.locator("li").filter({ hasNotText: "This device" });
    while ((await others.count()) > 0) {
      await others.first().getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByText("That device has been signed out")).toBeVisible();
      await page.getByText("That device has been signed out").waitFor({ state: "hidden", timeout: 10_000 }).catch(() => undefined);
    }
    await expect(list.locator("li")).toHaveCount(1);
    // the other browser is signed out: its next visit to a signed-in page goes to /login
    await second.goto("/en/settings");
    await expect(second).toHaveURL(/\/en\/login/, { timeout: 20_000 });
    await other.close();
  });
});
