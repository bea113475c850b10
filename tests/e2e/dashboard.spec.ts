// The creator dashboard (issue 21 part 8) in English and Tunisian: reached from the account menu,
// its two charts drawn under the pages' CSP with their tables, the three ranges, no sideways
// scrolling at 375 px, screenshots at 375 px and on a desktop; a fan is told it is for creators.
// Yasmine's demo history (prisma/seed) gives it subscribers, earnings and likes to show.
import { expect, test, type Browser, type Page } from "./fixtures";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Password123!";
const SIZES = [
  ["desktop", 1280, 900],
  ["mobile", 375, 812],
] as const;

async function signedIn(browser: Browser, baseURL: string, locale: "en" | "tn", email: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  const page = await context.newPage();
  await page.goto(`${locale === "tn" ? "" : `/${locale}`}/login`);
  const form = page.getByRole("main").locator("form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
  return { context, page };
}

/** Each table alternative has `rows` rows (the range's figures arrived) and both charts are drawn (a canvas of some size; a range change redraws it). */
async function expectCharts(page: Page, rows: number) {
  for (const id of ["dashboard-subscribers", "dashboard-earnings"]) {
    await expect(page.getByTestId(id).locator("figure table tbody tr")).toHaveCount(rows);
    const canvas = page.getByTestId(`${id}-canvas`).locator("canvas").first();
    await expect.poll(async () => (await canvas.boundingBox().catch(() => null))?.width ?? 0).toBeGreaterThan(200);
  }
}

const TEXT = {
  en: { title: "Creator dashboard", menu: "Account menu", item: "Dashboard", r90: "90 days", r12: "12 months", summary: /^Over the last 30 days: \d+ new/, onlyTitle: "For creators" },
  tn: { title: "الداشبورد متاع الكريياتور", menu: "منيو الحساب", item: "الداشبورد", r90: "90 يوم", r12: "12 شهر", summary: /^في آخر 30 يوم: .* جدد/, onlyTitle: "للكريياتورز برك" },
} as const;

for (const locale of ["en", "tn"] as const) {
  test(`a creator's dashboard in ${locale}: charts and tables for 30 days, 90 days and 12 months; phone and desktop`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const T = TEXT[locale];
    const prefix = locale === "tn" ? "" : `/${locale}`;
    const { context, page } = await signedIn(browser, baseURL!, locale, "yasmine_art@demo.velvet");

    await page.goto(`${prefix}/`);
    await page.locator("header").getByRole("button", { name: T.menu }).click();
    await page.getByRole("menuitem", { name: T.item }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === "tn" ? "rtl" : "ltr");

    const figures = await (await page.request.get("/api/users/dashboard?range=30d")).json();
    expect(figures.subscribers.active).toBeGreaterThan(0);
    await expect(page.getByTestId("dashboard-subscribers-summary")).toHaveText(T.summary);
    await expect(page.getByTestId("stat-earned")).toHaveText(
      await page.evaluate(([amount, loc, currency]) => new Intl.NumberFormat(loc, { style: "currency", currency }).format(amount), [
        figures.earnings.total,
        locale === "tn" ? "ar-TN" : "en",
        figures.currency,
      ] as const),
    );
    await expectCharts(page, 30);
    await page.getByRole("button", { name: T.r90 }).click();
    await expect(page.getByRole("button", { name: T.r90 })).toHaveAttribute("aria-pressed", "true");
    await expectCharts(page, 13);
    await page.getByRole("button", { name: T.r12 }).click();
    await expectCharts(page, 12);

    for (const [size, w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300); // the charts follow their boxes' new size
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.screenshot({ path: `${OUTPUT}/dashboard-${size}-${locale}.png`, fullPage: true });
    }
    await context.close();
  });
}

test("a fan is told the dashboard is for creators; a visitor is sent to sign in and back", async ({ browser, baseURL }) => {
  const { context, page } = await signedIn(browser, baseURL!, "en", "emma@demo.velvet");
  await page.goto("/en/dashboard");
  await expect(page.getByTestId("dashboard-creators-only")).toContainText(TEXT.en.onlyTitle);
  await context.close();
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/en/dashboard");
  await expect(visitor).toHaveURL(/\/en\/login\?next=%2Fdashboard$/);
  await visitor.close();
});
