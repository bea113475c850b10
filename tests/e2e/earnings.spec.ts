// The creator's earnings page (balances, the chart under the pages' CSP, the statement, a payout
// request) in English and Tunisian, and the admin's Versements and Paiements sections, with
// screenshots at 375 px and on a desktop. Yasmine's year of demo earnings (prisma/seed) gives the
// chart and the statement something to show.
import { expect, test, type Browser, type Page } from "./fixtures";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Password123!";
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const SIZES = [
  ["desktop", 1280, 900],
  ["mobile", 375, 812],
] as const;

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: true });
}

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A context signed in as `email`, reading `locale`. */
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

/** The chart is drawn (a canvas of some size inside the chart box) and its table alternative has `rows` rows. */
async function expectChart(page: Page, rows: number) {
  const canvas = page.getByTestId("earnings-chart").locator("canvas").first();
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())!.width).toBeGreaterThan(200);
  await expect(page.locator("figure table tbody tr")).toHaveCount(rows);
}

const TEXT = {
  en: { title: "Earnings", menu: "Account menu", range12: "12 months", summary: /earned over the last 30 days/, statement: "Monthly statement", previous: "Previous month", paidOut: "Sent" },
  tn: { title: "المدخول", menu: "منيو الحساب", range12: "12 شهر", summary: /ربحت .* في آخر 30 يوم/, statement: "الكشف متاع الشهر", previous: "الشهر اللي فات", paidOut: "تبعث" },
} as const;

for (const locale of ["en", "tn"] as const) {
  test(`a creator's earnings in ${locale}: balances, the chart (30 days and 12 months), the statement and payouts`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const T = TEXT[locale];
    const prefix = locale === "tn" ? "" : `/${locale}`;
    const { context, page } = await signedIn(browser, baseURL!, locale, "yasmine_art@demo.velvet");

    // reached from the profile menu
    await page.goto(`${prefix}/`);
    await page.locator("header").getByRole("button", { name: T.menu }).click();
    await page.getByRole("menuitem", { name: T.title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/earnings$`));
    await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === "tn" ? "rtl" : "ltr");

    // balances as the API has them, each in the reader's format of the currency
    const earnings = await (await page.request.get("/api/users/earnings")).json();
    expect(earnings.lifetime).toBeGreaterThan(0);
    expect(earnings.paidOut).toBe(120);
    for (const key of ["available", "pending", "paidOut", "lifetime"] as const) {
      const shown = await page.getByTestId(`balance-${key}`).innerText();
      const expected = await page.evaluate(
        ([amount, loc, currency]) => new Intl.NumberFormat(loc, { style: "currency", currency }).format(amount),
        [earnings[key], locale === "tn" ? "ar-TN" : "en", earnings.currency] as const,
      );
      expect(shown, key).toBe(expected);
    }

    // the chart: 30 days by default, 12 months after the toggle; drawn on a canvas under the CSP (the fixtures fail on any violation)
    await expect(page.getByTestId("chart-summary")).toHaveText(T.summary);
    await expectChart(page, 30);
    await page.getByRole("button", { name: T.range12 }).click();
    await expect(page.getByRole("button", { name: T.range12 })).toHaveAttribute("aria-pressed", "true");
    await expectChart(page, 12);

    // the statement of this month and its CSV
    await expect(page.getByRole("heading", { name: T.statement })).toBeVisible();
    const csv = page.getByTestId("statement-csv");
    await expect(csv).toHaveAttribute("href", /\/api\/users\/earnings\/statement\?month=\d{4}-\d{2}&format=csv$/);
    const file = await page.request.get((await csv.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toMatch(/^text\/csv/);
    expect((await file.text()).split("\r\n")[0]).toBe("date,kind,fan,gross,fee,net,status,available_on");
    // last month has the seeded history
    const month = await page.getByTestId("statement-month").innerText();
    await page.getByRole("button", { name: T.previous }).click();
    await expect(page.getByTestId("statement-month")).not.toHaveText(month);
    await expect(page.getByTestId("statement-table").locator("tbody tr").first()).toBeVisible();

    // the payout history shows the sent payout
    await expect(page.getByTestId("payout-history")).toContainText(T.paidOut);

    for (const [size, w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300); // the chart follows its box's new size
      await noSidewaysOverflow(page);
      await shot(page, `earnings-${size}-${locale}`);
    }
    await context.close();
  });
}

test("a payout request: refused below the minimum, then asked for; the admin marks it sent", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedIn(browser, baseURL!, "en", "yasmine_art@demo.velvet");
  await page.goto("/en/earnings");
  await expect(page.getByText(/Payouts go to/)).toContainText("Banque de Tunisie ****1234");
  const amount = page.getByLabel(/^Amount/);
  await amount.fill("5");
  await page.getByRole("button", { name: "Request payout" }).click();
  await expect(page.getByText(/^The smallest payout is TND\s?20\.000$/)).toBeVisible();
  await amount.fill("21.5");
  await page.getByRole("button", { name: "Request payout" }).click();
  await expect(page.getByText(/Payout of TND\s?21\.500 requested/)).toBeVisible();
  await expect(page.getByTestId("payout-history").locator("li").first()).toContainText("In progress");
  await context.close();

  // the back office: Versements lists it; marking it sent asks for the transfer's reference
  const admin = await browser.newPage({ baseURL });
  const login = await admin.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  expect((await admin.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
  for (const [size, w, h] of SIZES) {
    await admin.setViewportSize({ width: w, height: h });
    await admin.goto("/admin");
    const menu = admin.getByTestId("admin-sidebar");
    if ((await menu.getAttribute("data-collapsed")) === "true") await menu.getByRole("button", { name: "Déplier le menu" }).click();
    await menu.getByRole("button", { name: "Versements" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Versements" })).toBeVisible();
    await expect(menu).toHaveAttribute("data-collapsed", "true");
    await admin.waitForTimeout(400); // the menu's 300 ms fold
    await expect(admin.getByRole("button", { name: /Marquer envoyé le versement de 21,500\s?TND/ }).first()).toBeVisible();
    await noSidewaysOverflow(admin);
    await shot(admin, `admin-payouts-${size}`);
  }
  await admin.getByRole("button", { name: /Marquer envoyé le versement de 21,500\s?TND/ }).first().click();
  await expect(admin.getByTestId("note-dialog-message")).toContainText("Banque de Tunisie ****1234");
  await admin.getByLabel("Référence du virement (facultatif)").fill("VIR-E2E-1");
  await admin.getByRole("dialog").getByRole("button", { name: "Marquer envoyé" }).click();
  await expect(admin.getByText("Versement marqué envoyé")).toBeVisible();
  await admin.getByRole("button", { name: "Envoyés" }).click();
  await expect(admin.getByText("VIR-E2E-1").filter({ visible: true }).first()).toBeVisible();

  // Paiements: search, then the refund asks for a reason before it is sent
  const menu = admin.getByTestId("admin-sidebar");
  if ((await menu.getAttribute("data-collapsed")) === "true") await menu.getByRole("button", { name: "Déplier le menu" }).click();
  await menu.getByRole("button", { name: "Paiements" }).click();
  await admin.getByRole("searchbox", { name: "Rechercher un paiement" }).fill("omar");
  const refund = admin.getByRole("button", { name: /^Rembourser le paiement de .* de Omar Chaabane$/ }).first();
  await expect(refund).toBeVisible();
  await shot(admin, "admin-payments-mobile");
  await refund.click();
  await admin.getByRole("dialog").getByRole("button", { name: "Rembourser" }).click();
  await expect(admin.getByText("Veuillez indiquer le motif (3 caractères au moins).")).toBeVisible();
  await admin.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await shot(admin, "admin-payments-desktop");
  await admin.close();
});
