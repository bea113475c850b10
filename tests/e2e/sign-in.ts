import { expect, type Page } from "./fixtures";

/**
 * Signs in through the sign-in page's form, as a person does, and returns once the page it leads
 * to is there. The header shows the signed-in state while the sign-in page is still on screen (the
 * session is read before the redirect), so waiting for the bell alone lets a test act on a page
 * about to be replaced: a menu opened then closes as the redirect lands.
 */
export async function signInWithForm(page: Page, email: string, password: string, prefix = "/en") {
  await page.goto(`${prefix}/login`);
  // the page's own form: the footer's newsletter form has an e-mail field too
  const form = page.getByRole("main").locator("form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  // argon2 on a cold server takes a moment
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 20_000 });
  await expect(page.getByTestId("notification-bell")).toBeVisible({ timeout: 20_000 });
}
