// The accessibility sweep (issue 20, part 3): axe-core over every page, right-to-left (tn, the
// default) and left-to-right (en), signed out and signed in as a fan, a creator and an admin (the
// back office, in French). A page fails on any violation axe rates serious or critical, and on
// headings out of order. One browser context per role, so the sweep costs a page load and one axe
// run per page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { signInWithForm } from "./sign-in";

const PASSWORD = "Password123!";
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
/** The two directions: Tunisian (default, no prefix, RTL) and English (LTR). */
const PREFIXES = ["", "/en"] as const;

/** Rules enforced whatever axe's impact rating: the issue asks for headings in order. */
const ALWAYS = new Set(["heading-order"]);

interface Found {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits for the page to settle (data loaded, no spinner) and returns its serious problems. */
async function audit(page: Page, where: string): Promise<Found[]> {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
  await page.locator('[role="status"][aria-busy="true"]').first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => {});
  const result = await new AxeBuilder({ page }).analyze();
  const found = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || ALWAYS.has(v.id))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? "?",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.split("\n").slice(1, 2).join("").trim()}` : ""}`),
    }));
  // printed as found, so a long sweep's findings show even if it is stopped
  if (found.length) console.log(report(found));
  return found;
}

async function sweep(page: Page, paths: readonly string[], prefixes: readonly string[] = PREFIXES): Promise<Found[]> {
  const found: Found[] = [];
  for (const prefix of prefixes) {
    for (const path of paths) {
      const url = `${prefix}${path === "/" && prefix ? "" : path}` || "/";
      const res = await page.goto(url);
      // every page is a real one (a mistyped path would audit the 404 page instead), but the 404 page itself
      expect(res?.status(), url).toBeLessThan(path === NOT_FOUND ? 500 : 400);
      found.push(...(await audit(page, url)));
    }
  }
  return found;
}

function report(found: Found[]): string {
  return found.map((f) => `${f.where}: [${f.impact}] ${f.rule} (${f.help})\n    ${f.targets.join("\n    ")}`).join("\n");
}

async function logIn(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
}

const NOT_FOUND = "/no-such-page-at-all";

const PUBLIC_PAGES = [
  "/",
  "/discover",
  "/trending",
  "/categories",
  "/profile/yasmine.art",
  "/search?q=ya",
  "/blog",
  "/help",
  "/guidelines",
  "/safety",
  "/creator-support",
  "/creator-signup",
  "/creator-hub",
  "/resources",
  "/pricing",
  "/mobile",
  "/contact",
  "/report",
  "/bugs",
  "/privacy",
  "/terms",
  "/cookies",
  "/dmca",
  "/age-verification",
  "/login",
  "/signup",
  "/forgot-password",
  NOT_FOUND,
] as const;

// A control that never becomes usable fails the step instead of waiting for the whole test's budget.
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

test.describe("axe-core: no serious or critical violation", () => {
  // up to 60 pages per test: about a minute on an idle machine, many more on a loaded 2-core one
  test.describe.configure({ timeout: 900_000 });

  test("signed out, every public page, RTL and LTR", async ({ page }) => {
    const found = await sweep(page, PUBLIC_PAGES);
    // the first published blog article, and the admin's sign-in page (French only)
    await page.goto("/en/blog");
    const article = page.locator('main a[href*="/blog/"]').first();
    const href = await article.getAttribute("href");
    expect(href).toBeTruthy();
    found.push(...(await sweep(page, [href!.replace(/^\/en/, "")])));
    found.push(...(await sweep(page, ["/admin-login"], [""])));
    expect(found, report(found)).toEqual([]);
  });

  test("signed in as a fan: feed, profiles, chat, settings, subscriptions", async ({ page }) => {
    await logIn(page, "omar@demo.velvet");
    const found = await sweep(page, ["/", "/discover", "/categories", "/profile", "/profile/yasmine.art", "/chat", "/settings", "/subscriptions", "/search?q=ya", "/report", "/dmca", "/verification"]);
    expect(found, report(found)).toEqual([]);
  });

  test("signed in as a fan: the checkout dialog and an open conversation", async ({ page }) => {
    await logIn(page, "omar@demo.velvet");
    const found: Found[] = [];
    for (const prefix of PREFIXES) {
      // the checkout dialog, on a creator Omar does not follow
      await page.goto(`${prefix}/profile/lina.sounds`);
      await page.locator("main").getByRole("button", { name: /^(Subscribe|إشترك)$/ }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await audit(page, `${prefix}/profile/lina.sounds (checkout dialog)`)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // a conversation opened
      await page.goto(`${prefix}/chat`);
      const first = page.getByTestId("conversation-row").first();
      await expect(first).toBeVisible();
      await first.click();
      found.push(...(await audit(page, `${prefix}/chat (conversation)`)));
    }
    expect(found, report(found)).toEqual([]);
  });

  test("signed in as a creator: earnings, dashboard, own profile, verification, co-performers; the phone menu", async ({ page }) => {
    await logIn(page, "yasmine_art@demo.velvet");
    const found = await sweep(page, ["/", "/earnings", "/dashboard", "/mass-messages", "/profile", "/verification", "/co-performers", "/settings"]);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const prefix of PREFIXES) {
      await page.goto(`${prefix}/discover`);
      await page.locator("header").getByRole("button", { name: /^(Open menu|حلّ المنيو)$/ }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await audit(page, `${prefix}/discover (phone menu)`)));
    }
    expect(found, report(found)).toEqual([]);
  });

  test("the back office, every section (French)", async ({ page }) => {
    const login = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect((await page.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
    await page.goto("/admin");
    const sidebar = page.getByTestId("admin-sidebar");
    await expect(sidebar).toBeVisible({ timeout: 20_000 });
    const found = await audit(page, "/admin (Tableau de bord)");
    const entries = sidebar.locator("#admin-menu button");
    const count = await entries.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 1; i < count; i++) {
      const entry = entries.nth(i);
      const label = (await entry.innerText()).trim();
      await entry.click();
      found.push(...(await audit(page, `/admin (${label})`)));
    }
    expect(found, report(found)).toEqual([]);
  });
});

/** Presses Tab until the focused element matches `name` (keyboard only, no clicks); fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.innerText ?? "").trim() : "";
    });
    if (name.test(label)) return;
  }
  throw new Error(`no focusable element named ${name} within ${max} Tab presses`);
}

/** The focused element's outline, to prove the focus ring is visible. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), tag: el.tagName };
  });

const focusInside = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test.describe("keyboard only", () => {
  test("the checkout dialog: opened with Enter, Tab stays inside, Escape closes it and focus returns (RTL and LTR)", async ({ page, context, baseURL }) => {
    await logIn(page, "omar@demo.velvet");
    for (const [locale, prefix, subscribe] of [["en", "/en", /^Subscribe$/], ["tn", "", /^إشترك$/]] as const) {
      // the unprefixed (Tunisian) address follows the locale cookie the English pass left: set it
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      await page.goto(`${prefix}/profile/lina.sounds`);
      await page.waitForLoadState("networkidle").catch(() => {});
      await page.locator("body").focus();
      await tabTo(page, subscribe);
      const ring = await focusRing(page);
      expect(ring.style, "a visible focus ring").not.toBe("none");
      expect(ring.width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      expect(await focusInside(page, "dialog[open]"), "focus moves into the dialog").toBe(true);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
        expect(await focusInside(page, "dialog[open]"), `Tab ${i + 1} stays inside the dialog`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      const back = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim());
      expect(back, "focus returns to the button that opened it").toMatch(subscribe);
    }
  });

  test("the phone menu: a focus trap around its toggle and panel, closed with Escape", async ({ page }) => {
    await logIn(page, "omar@demo.velvet");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/en/discover");
    await page.locator("body").focus();
    await tabTo(page, /^Open menu$/);
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
      const inside = await page.evaluate(() => {
        const el = document.activeElement;
        return !!el?.closest('[role="dialog"]') || el?.getAttribute("aria-label") === "Close menu";
      });
      expect(inside, `Tab ${i + 1} stays in the menu`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
  });

  test("motion is reduced when the system asks", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en/discover");
    const durations = await page.evaluate(() => {
      const spinning = document.createElement("div");
      spinning.className = "animate-spin transition";
      document.body.append(spinning);
      const s = getComputedStyle(spinning);
      return { animation: parseFloat(s.animationDuration), transition: parseFloat(s.transitionDuration) };
    });
    expect(durations.animation).toBeLessThan(0.01);
    expect(durations.transition).toBeLessThan(0.01);
  });
});
