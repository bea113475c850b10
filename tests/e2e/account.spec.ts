import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "./fixtures";
import { languageTag } from "../../i18n/locales";

const OUTPUT = "tests/e2e/output";

function uniqueUser() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: "Leila",
    lastName: "Ben Salah",
    username: `leila_${tag}`,
    email: `leila_${tag}@example.com`,
    password: "Velvet!2026",
    dateOfBirth: "1994-09-03",
  };
}

const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A fresh account made through the sign-up API (tests that change an account use their own). */
async function signUpByApi(request: APIRequestContext) {
  const user = uniqueUser();
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

/** The reset link of the newest mail the app wrote to its outbox for `email`. */
function resetLinkFromOutbox(email: string): Promise<string> {
  return linkFromOutbox(email, "reset-password");
}

/** The link to `/{pageName}?token=` in the newest mail of the outbox for `email` that has one. */
async function linkFromOutbox(email: string, pageName: string): Promise<string> {
  const dataDir = process.env.TEST_DATA_DIR;
  if (!dataDir) throw new Error("TEST_DATA_DIR is not set: run with `npm run test:e2e`");
  const dir = path.join(dataDir, "outbox");
  let found: string | null = null;
  await expect
    .poll(async () => {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
      for (const n of names.reverse()) {
        const mail = JSON.parse(await readFile(path.join(dir, n), "utf8")) as { to: string; text: string };
        if (mail.to === email.toLowerCase()) {
          found = new RegExp(`https?://\\S+/${pageName}\\?token=[\\w-]+`).exec(mail.text)?.[0] ?? null;
          if (found) return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: true });
}

async function useLocale(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

test.describe("account: password reset, settings", () => {
  test("forgot password end to end: link from /login, mail in the outbox, new password, link spent", async ({ page, request }) => {
    const user = await signUpByApi(request);
    await page.goto("/en/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/en\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText("If an account exists for this email, a reset link has been sent.");
    await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();

    const link = await resetLinkFromOutbox(user.email);
    expect(link).toContain("/en/reset-password?token=");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    const newPassword = "Fresh!Start2027";
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await expect(page.getByTestId("password-strength")).toHaveAttribute("data-strength", "strong");
    await page.getByLabel("Confirm Password", { exact: true }).fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Passwords do not match");
    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText("Your password has been reset. You can now sign in with your new password.");

    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("form").getByRole("alert")).toBeVisible(); // the old password is gone
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/en\/?$/, { timeout: 20_000 });

    // The same link a second time: refused, with a way to ask for a new one.
    await page.goto(link);
    await page.getByLabel("Password", { exact: true }).fill("Another!Pass2028");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Another!Pass2028");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText("This reset link is invalid or has expired");
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/en/forgot-password");
  });

  test("a visitor is sent from /settings to /login", async ({ page }) => {
    await page.goto("/en/settings");
    // with the page to come back to once signed in (issue 20: sign-in returns to the page that asked)
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fsettings$/);
  });

  test("change password on /settings: mismatch, wrong current, then success and sign-in with the new one", async ({ page, request }) => {
    const user = await signUpByApi(request);
    await signInByPage(page, user.email, user.password);
    await page.goto("/en/settings#password");
    const form = page.locator("#password form");
    await form.getByLabel("Current password").fill(user.password);
    await form.getByLabel("New password", { exact: true }).fill("Changed!Pass2027");
    await expect(form.getByTestId("password-strength")).toBeVisible();
    await form.getByLabel("Confirm new password").fill("Changed!Pass2028");
    await form.getByRole("button", { name: "Update password" }).click();
    await expect(form.getByRole("alert")).toHaveText("Passwords do not match");

    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("Confirm new password").fill("Changed!Pass2027");
    await form.getByRole("button", { name: "Update password" }).click();
    await expect(form.getByText("Current password is incorrect")).toBeVisible();

    await form.getByLabel("Current password").fill(user.password);
    await form.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Your password has been changed")).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveValue("");

    const oldLogin = await request.post("/api/users/login", { data: { email: user.email, password: user.password }, headers: { "x-forwarded-for": randomIp() } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post("/api/users/login", { data: { email: user.email, password: "Changed!Pass2027" }, headers: { "x-forwarded-for": randomIp() } });
    expect(newLogin.status()).toBe(200);
  });

  test("change e-mail on /settings: wrong password, pending until the new address confirms; public name saved", async ({ page, request }) => {
    const user = await signUpByApi(request);
    await signInByPage(page, user.email, user.password);
    await page.goto("/en/settings#email");
    const section = page.locator("#email");
    await expect(section.getByTestId("current-email")).toHaveText(user.email);
    const next = `moved_${Date.now().toString(36)}@example.com`;
    await section.getByLabel("New address").fill(next);
    await section.getByLabel("Your password").fill("not-my-password");
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(section.getByText("Password is incorrect")).toBeVisible();
    await section.getByLabel("Your password").fill(user.password);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(section.getByRole("status")).toContainText(`Waiting for confirmation of ${next}`);
    await page.reload();
    await expect(page.locator("#email").getByRole("status")).toContainText(next);
    await expect(page.locator("#email").getByTestId("current-email")).toHaveText(user.email);

    await page.goto(await linkFromOutbox(next, "confirm-email"));
    await page.getByRole("button", { name: "Confirm my new address" }).click();
    await expect(page.getByText(`Your e-mail address is now ${next}`)).toBeVisible();
    const login = await request.post("/api/users/login", { data: { email: next, password: user.password }, headers: { "x-forwarded-for": randomIp() } });
    expect(login.status()).toBe(200);

    await page.goto("/en/settings#public-name");
    const name = page.locator("#public-name");
    await name.getByLabel("Display name").fill("Night Owl");
    await name.getByRole("button", { name: "Save public name" }).click();
    await expect(page.getByText("Public name saved")).toBeVisible();
    const me = await page.request.get("/api/users/me");
    expect((await me.json()).user).toMatchObject({ displayName: "Night Owl", firstName: user.firstName });
  });

  test("a notification switch is saved at once and is still off after a reload", async ({ page, request }) => {
    const user = await signUpByApi(request);
    await signInByPage(page, user.email, user.password);
    await page.goto("/en/settings#notifications");
    const likes = page.getByRole("switch", { name: "Likes" });
    await expect(likes).toHaveAttribute("aria-checked", "true");
    await likes.click();
    await expect(likes).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText("Notification preferences saved")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("switch", { name: "Likes" })).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "Messages" })).toHaveAttribute("aria-checked", "true");
    const stored = await page.request.get("/api/users/notification-preferences");
    expect((await stored.json()).preferences).toMatchObject({ post_like: false, message: true });
  });

  test("choosing a language on /settings switches the site and saves it to the account", async ({ page, request }) => {
    const user = await signUpByApi(request);
    await signInByPage(page, user.email, user.password);
    await page.goto("/en/settings");
    await page.getByRole("radio", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/settings/);
    await expect(page.getByRole("heading", { name: "Paramètres", level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Français" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("radio", { name: "تونسي" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "الإعدادات", level: 1 })).toBeVisible();
  });

  for (const locale of ["en", "tn"] as const) {
    test(`screenshots in ${locale}: /settings, /forgot-password, /reset-password`, async ({ page, context, request, baseURL }) => {
      const user = await signUpByApi(request);
      const prefix = locale === "tn" ? "" : `/${locale}`;
      await page.setViewportSize({ width: 1280, height: 800 });

      await useLocale(context, baseURL!, locale);
      await page.goto(`${prefix}/forgot-password`);
      await expect(page.locator("html")).toHaveAttribute("lang", languageTag(locale));
      await shot(page, `forgot-password-${locale}`);
      await page.goto(`${prefix}/reset-password?token=screenshot`);
      await page.locator('input[name="password"]').fill("Velvet!2026");
      await shot(page, `reset-password-${locale}`);

      await signInByPage(page, user.email, user.password);
      await useLocale(context, baseURL!, locale);
      await page.goto(`${prefix}/settings`);
      await expect(page.locator("html")).toHaveAttribute("lang", languageTag(locale));
      await page.locator('input[name="newPassword"]').fill("abc12");
      await page.waitForLoadState("networkidle");
      await shot(page, `settings-${locale}`);

      await page.setViewportSize({ width: 390, height: 844 });
      for (const [name, p] of [["settings", "/settings"], ["forgot-password", "/forgot-password"], ["reset-password", "/reset-password?token=x"]] as const) {
        await page.goto(`${prefix}${p}`);
        await page.waitForLoadState("networkidle");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, name).toBeLessThanOrEqual(0);
        await shot(page, `${name}-mobile-${locale}`);
      }
    });
  }
});
