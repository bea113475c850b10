import { expect, test, type Page } from "./fixtures";

// Issue 20's rough edges and discreet mode, in a real browser, with screenshots at 375 px and on a
// laptop, in Tunisian (RTL) and English, under tests/e2e/output.
const OUTPUT = "tests/e2e/output";
const CREATOR = "yasmine.art"; // demo creator
const PHONE = { width: 375, height: 780 };
const LAPTOP = { width: 1280, height: 860 };

async function signedIn(page: Page) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { firstName: "Hela", lastName: "Test", username: `hela_${tag}`, email: `hela_${tag}@example.com`, password: "Velvet!2026", dateOfBirth: "1994-02-03" };
  expect((await page.request.post("/api/users/register", { data: user })).status()).toBe(201);
  await page.goto("/en/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 20_000 });
  return user;
}

const iconHrefs = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((l) => l.getAttribute("href") ?? ""));

test.describe("discreet mode", () => {
  test("turned on in the settings, the tab shows a neutral title and icon on every page; off, the site's again", async ({ page }) => {
    await signedIn(page);
    await page.goto("/en/settings#discreet");
    const section = page.getByTestId("discreet-settings");
    await expect(section).toBeVisible();
    await expect(page).not.toHaveTitle("Notes");
    await section.getByRole("switch", { name: "Discreet mode" }).click();
    await expect(section.getByRole("switch", { name: "Discreet mode" })).toHaveAttribute("aria-checked", "true");
    await expect(page).toHaveTitle("Notes", { timeout: 15_000 });
    expect((await iconHrefs(page)).every((h) => h.startsWith("data:image/svg+xml"))).toBe(true);

    // quiet hours: on, saved with the browser's time zone
    await section.getByRole("switch", { name: "Quiet hours for e-mails" }).click();
    await section.getByLabel("From").fill("22:00");
    await section.getByLabel("To").fill("07:30");
    await section.getByRole("button", { name: "Save quiet hours" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    const saved = await page.request.get("/api/users/discreet-mode");
    expect((await saved.json()).discreetMode).toMatchObject({ enabled: true, quietHours: { start: "22:00", end: "07:30" } });

    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${OUTPUT}/discreet-settings-en-375.png` });

    // another page, loaded or reached by a link: still neutral
    await page.goto("/en/discover");
    await expect(page).toHaveTitle("Notes");
    await page.goto("/tn/settings#discreet"); // Tunisian (redirected to /settings), right to left
    await expect(page).toHaveTitle("ملاحظات");
    await page.getByTestId("discreet-settings").scrollIntoViewIfNeeded();
    await page.getByTestId("discreet-settings").screenshot({ path: `${OUTPUT}/discreet-settings-tn-375.png` });
    await page.setViewportSize(LAPTOP);
    await page.screenshot({ path: `${OUTPUT}/discreet-settings-tn-desktop.png` });

    await page.getByTestId("discreet-settings").getByRole("switch").first().click();
    await expect(page.getByTestId("discreet-settings").getByRole("switch").first()).toHaveAttribute("aria-checked", "false");
    await page.goto("/en/discover");
    await expect(page).not.toHaveTitle("Notes");
  });
});

test.describe("rough edges on a phone", () => {
  test("the tip presets sit on one row at 375 px, in English and Tunisian", async ({ page }) => {
    await signedIn(page);
    for (const [prefix, tip, name] of [["/en", "Tip", "en"], ["/tn", "تيب", "tn"]] as const) {
      await page.setViewportSize(PHONE);
      await page.goto(`${prefix}/profile/${CREATOR}`);
      const button = page.getByRole("main").getByRole("button", { name: tip, exact: true });
      await button.first().click();
      const presets = page.getByTestId("tip-presets").getByRole("button");
      await expect(presets).toHaveCount(5);
      const tops = await presets.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${name}: presets on one row`).toBe(1);
      const lines = await presets.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
      expect(Math.max(...lines) - Math.min(...lines), `${name}: no preset wraps`).toBe(0);
      await page.getByRole("dialog").screenshot({ path: `${OUTPUT}/tip-presets-${name}-375.png` });
      await page.keyboard.press("Escape");
    }
  });

  test("the profile cover is shown at the ratio it is cropped at (3:1), phone and laptop", async ({ page }) => {
    for (const [size, name] of [[PHONE, "375"], [LAPTOP, "desktop"]] as const) {
      await page.setViewportSize(size);
      await page.goto(`/en/profile/${CREATOR}`);
      const box = await page.getByTestId("cover-frame").boundingBox();
      expect(box).not.toBeNull();
      expect(box!.width / box!.height).toBeCloseTo(3, 1);
      await page.screenshot({ path: `${OUTPUT}/profile-cover-en-${name}.png` });
    }
    await page.setViewportSize(PHONE);
    await page.goto(`/tn/profile/${CREATOR}`);
    await page.screenshot({ path: `${OUTPUT}/profile-cover-tn-375.png` });
  });
});

test.describe("the admin area at 375 px", () => {
  test.use({ viewport: PHONE });
  const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };

  test("every section fits the screen: nothing scrolls sideways", async ({ page }) => {
    const login = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": "10.20.30.40" }, data: ADMIN });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect((await page.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    const sidebar = page.getByTestId("admin-sidebar");
    const sections = await sidebar.getByRole("navigation").getByRole("button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.textContent ?? ""));
    expect(sections.length).toBeGreaterThan(5);
    const overflowing: string[] = [];
    for (const name of sections) {
      await sidebar.getByRole("navigation").getByRole("button", { name, exact: true }).click();
      await page.waitForTimeout(400);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375 + 1) overflowing.push(`${name}: ${width}px`);
      await page.screenshot({ path: `${OUTPUT}/admin-375-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png` });
      if ((await sidebar.getAttribute("data-collapsed")) === "false") await sidebar.getByRole("button", { name: "Replier le menu" }).first().click();
    }
    expect(overflowing).toEqual([]);
  });
});
