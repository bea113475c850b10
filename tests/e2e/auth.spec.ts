import { expect, test, type Page } from "./fixtures";
import { languageTag } from "../../i18n/locales";

const OUTPUT = "tests/e2e/output";

function uniqueUser() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: "Yasmine",
    lastName: "Trabelsi",
    username: `yasmine_${tag}`,
    email: `yasmine_${tag}@example.com`,
    password: "Velvet!2026",
    dateOfBirth: "1996-04-12",
  };
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: true });
}

test.describe("member sign-up and language", () => {
  test("a new user signs up through the page and lands on / signed in", async ({ page }) => {
    const user = uniqueUser();
    await page.goto("/en/signup");
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Date of Birth").fill(user.dateOfBirth);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await expect(page.getByTestId("password-strength")).toHaveAttribute("data-strength", "strong");
    await page.getByLabel("Confirm Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    // Registering and signing in both hash a password (argon2): allow a cold server some time.
    await expect(page).toHaveURL(/\/en\/?$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Suggested Posts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    // A signed-in user is sent away from the sign-in and sign-up pages.
    await page.goto("/en/login");
    await expect(page).toHaveURL(/\/en\/?$/);

    // Logging out from the profile menu returns to the landing page.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Join Now" }).first()).toBeVisible();

    // And the same account can sign in again.
    await page.goto("/en/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Suggested Posts" })).toBeVisible({ timeout: 15_000 });
  });

  test("sign-up stops under-18s and mismatched passwords before calling the server", async ({ page }) => {
    const user = uniqueUser();
    const today = new Date();
    const tooYoung = `${today.getFullYear() - 18}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    let registerCalls = 0;
    page.on("request", (req) => {
      if (req.url().includes("/api/users/register")) registerCalls += 1;
    });
    await page.goto("/en/signup");
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(`${user.password}x`);
    await page.getByLabel("Date of Birth").fill("2000-01-01");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Passwords do not match");

    await page.getByLabel("Confirm Password", { exact: true }).fill(user.password);
    // 18 tomorrow: one day short.
    const [y, m, d] = tooYoung.split("-").map(Number);
    const tomorrow18 = new Date(y!, m! - 1, d! + 1);
    const iso = `${tomorrow18.getFullYear()}-${String(tomorrow18.getMonth() + 1).padStart(2, "0")}-${String(tomorrow18.getDate()).padStart(2, "0")}`;
    await page.getByLabel("Date of Birth").fill(iso);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("You must be at least 18 years old to join");
    expect(registerCalls).toBe(0);
  });

  test("a wrong password shows the server's message on the sign-in page", async ({ page }) => {
    await page.goto("/en/login");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByLabel("Password", { exact: true }).fill("WrongPass!1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("form").getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test("switching the language to Tunisian turns the page right-to-left, and the choice sticks", async ({ page, context }) => {
    await page.goto("/en/login");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByRole("button", { name: /^Language/ }).click();
    await page.getByRole("menuitemradio", { name: "تونسي" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", languageTag("tn"));

    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("tn");

    // Choose French, then come back to "/" later: the French site is served.
    await page.getByRole("button", { name: /^اللغة/ }).click();
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", languageTag("fr"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr\/?$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  for (const locale of ["en", "tn"] as const) {
    test(`screenshots in ${locale}`, async ({ page, context, baseURL }) => {
      // The browser asks for English; the stored choice wins over Accept-Language.
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      const prefix = locale === "tn" ? "" : `/${locale}`;
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [name, path] of [["landing", "/"], ["signup", "/signup"], ["login", "/login"]] as const) {
        await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", languageTag(locale));
        await expect(page.locator("main")).not.toContainText(/^\s*$/);
        await page.waitForLoadState("networkidle");
        await shot(page, `${name}-${locale}`);
      }
      // The strength bar and the error banner, on a narrow screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(prefix || "/");
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, `landing-mobile-${locale}`);
      await page.goto(`${prefix}/signup`);
      await page.locator('input[name="password"]').fill("abc12");
      await page.locator("form").getByRole("button", { name: locale === "en" ? "Create Account" : "أعمل حساب" }).click();
      await expect(page.locator("form").getByRole("alert")).toBeVisible();
      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `signup-mobile-${locale}`);
    });
  }
});

test.describe("sign-in returns to the page that asked for it", () => {
  async function registered(page: Page) {
    const user = uniqueUser();
    const res = await page.request.post("/api/users/register", { data: user });
    expect(res.status(), await res.text()).toBe(201);
    return user;
  }

  async function signInHere(page: Page, user: { email: string; password: string }) {
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  test("a signed-in-only page sends the visitor to sign in and back to it, query included", async ({ page }) => {
    const user = await registered(page);
    await page.goto("/en/settings");
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fsettings$/);
    await signInHere(page, user);
    await expect(page).toHaveURL(/\/en\/settings$/, { timeout: 20_000 });

    // the chat keeps its ?user= (a visitor who clicked "Message" on a profile)
    await page.context().clearCookies();
    await page.goto("/en/chat?user=someone");
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fchat%3Fuser%3Dsomeone$/, { timeout: 20_000 });
  });

  test("the header's Sign In comes back to the page it was clicked on, in the page's language", async ({ page }) => {
    const user = await registered(page);
    await page.goto("/en/guidelines");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fguidelines$/);
    await signInHere(page, user);
    await expect(page).toHaveURL(/\/en\/guidelines$/, { timeout: 20_000 });
    await shot(page, "return-to-guidelines-en");
  });

  test("a return address off the site is never followed: home instead", async ({ page }) => {
    const user = await registered(page);
    await page.goto("/en/login?next=%2F%2Fevil.example%2Fphish");
    await signInHere(page, user);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/en\/?$/, { timeout: 20_000 });
    await page.context().clearCookies();
    await page.goto("/en/login?next=https%3A%2F%2Fevil.example%2F");
    await signInHere(page, user);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/en\/?$/, { timeout: 20_000 });
  });
});
