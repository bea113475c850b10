// The fan's side of money (issue 18): the checkout confirmation before any charge, cards checked
// field by field, a declined card, the bank's confirmation page (test provider), cancelling and
// turning renewal back on, the payments list in settings, in English and Tunisian, phone and desktop.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const CREATOR = "yasmine.art"; // demo creator, 9.99 a month
const PRICE = "TND 9.990";
const CARDS = { pays: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", confirm: "4000 0000 0000 3220" };
const SIZES = [
  ["mobile", 375, 812],
  ["desktop", 1280, 900],
] as const;

function tag() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function register(request: APIRequestContext, prefix = "payfan") {
  const t = tag();
  const user = {
    firstName: "Rania",
    lastName: "Ben Salah",
    username: `${prefix}_${t}`,
    email: `${prefix}_${t}@example.com`,
    password: "Velvet!2026",
    dateOfBirth: "1995-03-08",
  };
  const res = await request.post("/api/users/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string };
  return { ...user, token: body.token };
}
type Fan = Awaited<ReturnType<typeof register>>;

/** A saved card through the API (for journeys where adding it is not what is tested). */
async function saveCard(request: APIRequestContext, fan: Fan, cardNumber: string) {
  const res = await request.post("/api/users/cards", {
    headers: { Authorization: `Bearer ${fan.token}` },
    data: { cardNumber: cardNumber.replace(/\s/g, ""), cardholderName: "Rania Ben Salah", expiryMonth: "12", expiryYear: "2099", cvv: "123" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(page: Page, fan: { email: string; password: string }, prefix = "/en") {
  await signInWithForm(page, fan.email, fan.password, prefix);
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${OUTPUT}/payments-${name}.png`, fullPage });
}

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** "June 14, 2026": a date as the English pages write it. */
const longDate = (d: Date) => new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric" }).format(d);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

/** Fills the add-card form inside `scope` and saves it. */
async function addCard(scope: ReturnType<Page["getByRole"]>, number: string, month = "12", year = "2099") {
  const form = scope.getByTestId("add-card-form");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Cardholder name").fill("Rania Ben Salah");
  await form.getByLabel("Month").fill(month);
  await form.getByLabel("Year").fill(year);
  await form.getByLabel("CVV").fill("123");
  await form.getByRole("button", { name: "Save card" }).click();
}

const subscribeDialog = (page: Page) => page.getByRole("dialog", { name: "Confirm your subscription" });

test.describe("checkout", () => {
  test.setTimeout(180_000);

  test("a new fan subscribes with a new card after a confirmation, cancels, still sees the cancellation after a reload, and turns renewal back on without a charge", async ({ page, request }) => {
    const fan = await register(request);
    await signIn(page, fan);
    await page.goto(`/en/profile/${CREATOR}`);
    const lock = page.getByTestId("lock-panel");
    await expect(page.getByTestId("price-pill")).toHaveText(`${PRICE}/month`);
    await lock.getByRole("button", { name: `Subscribe for ${PRICE}/month` }).click();

    // The confirmation: what, amount, renewal date; no card yet, so the add-card form first.
    const dialog = subscribeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("checkout-what")).toHaveText(`Monthly subscription to @${CREATOR}`);
    await expect(dialog.getByTestId("checkout-amount")).toHaveText(`${PRICE}/month`);
    await expect(dialog.getByTestId("checkout-renewal")).toContainText(`${PRICE} charged today`);
    await expect(dialog.getByTestId("checkout-renewal")).toContainText(`Renews on ${longDate(inDays(30))}`);
    await expect(dialog.getByTestId("checkout-renewal")).toContainText("Renews monthly until you cancel.");
    await expect(dialog.getByText("Add a card to continue.")).toBeVisible();
    const pay = dialog.getByRole("button", { name: `Confirm and pay ${PRICE}` });
    await expect(pay).toBeDisabled();

    // Each wrong field says what is wrong, under itself; a wrong check digit never reaches the server.
    await addCard(dialog, "4242 4242 4242 4241", "13");
    await expect(dialog.getByText("This card number is not valid: check the digits")).toBeVisible();
    await expect(dialog.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await addCard(dialog, CARDS.pays, "13");
    await expect(dialog.getByText("Please enter a valid expiry month (1 to 12)")).toBeVisible();
    await expect(dialog.getByLabel("Month")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Card number")).not.toHaveAttribute("aria-invalid", "true");
    await addCard(dialog, CARDS.pays, "1", "2020");
    await expect(dialog.getByText("This card has expired")).toBeVisible();
    await expect(page.getByTestId("subscribed-badge")).toHaveCount(0); // nothing sent yet
    await addCard(dialog, CARDS.pays);

    // The new card is listed and chosen; confirm.
    const visa = dialog.getByRole("radio", { name: /Visa •••• 4242/ });
    await expect(visa).toBeChecked();
    await shot(page, "checkout-subscribe-en", false);
    await pay.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Successfully subscribed! Welcome to exclusive content!")).toBeVisible();
    await expect(page.getByTestId("subscribed-badge")).toBeVisible();
    await expect(page.getByTestId("post-card").first()).toBeVisible();

    // Cancel: access until the end date, and the page says so, also after a reload.
    await page.getByRole("main").getByRole("button", { name: "Subscribed", exact: true }).click();
    await expect(page.getByText("Successfully unsubscribed!")).toBeVisible();
    const cancelled = `Cancelled — access until ${longDate(inDays(30))}`;
    await expect(page.getByTestId("subscription-note")).toHaveText(cancelled);
    await page.reload();
    await expect(page.getByTestId("subscription-note")).toHaveText(cancelled);
    await expect(page.getByRole("main").getByRole("button", { name: "Subscribed", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("post-card").first()).toBeVisible();

    // /subscriptions says the same, with the action.
    await page.goto("/en/subscriptions");
    await page.getByRole("button", { name: "Cancelled" }).click();
    const entry = page.getByTestId("subscription-card").filter({ hasText: `@${CREATOR}` });
    await expect(entry.getByTestId("subscription-status")).toHaveText("Cancelled");
    await expect(entry.getByTestId("subscription-note")).toContainText(cancelled);
    await expect(entry).toContainText(`${PRICE}/month`);

    // Renewal back on from the profile: no charge today, the same card.
    await page.goto(`/en/profile/${CREATOR}`);
    await page.getByRole("main").getByRole("button", { name: "Turn renewal back on" }).click();
    const renew = page.getByRole("dialog", { name: "Turn renewal back on" });
    await expect(renew.getByTestId("checkout-renewal")).toContainText("No charge today");
    await expect(renew.getByTestId("checkout-renewal")).toContainText(`Next charge: ${PRICE} on ${longDate(inDays(30))}`);
    await renew.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByText("Renewal is back on. No charge today.")).toBeVisible();
    await expect(page.getByTestId("subscribed-badge")).toBeVisible();
    await expect(page.getByTestId("subscription-note")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("main").getByRole("button", { name: "Subscribed", exact: true })).toBeVisible();

    // Settings, Payments: one charge (the reactivation cost nothing).
    await page.goto("/en/settings#payments");
    const rows = page.getByTestId("payment-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Subscription");
    await expect(rows.first()).toContainText(`@${CREATOR}`);
    await expect(rows.first()).toContainText("Visa");
    await expect(rows.first()).toContainText("•••• 4242");
    await expect(rows.first().getByTestId("payment-amount")).toHaveText(PRICE);
    await expect(rows.first().getByTestId("payment-status")).toHaveText("Paid");
  });

  test("a tip asks for a card first when there is none, then is confirmed and charged", async ({ page, request }) => {
    const fan = await register(request);
    await signIn(page, fan);
    await page.goto(`/en/profile/${CREATOR}`);
    await page.getByRole("main").getByRole("button", { name: "Tip", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Send a tip to Yasmine" });
    for (const preset of ["TND 5", "TND 10", "TND 20", "TND 50", "TND 100"]) await expect(dialog.getByRole("button", { name: preset, exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "TND 20", exact: true }).click();
    await dialog.getByRole("button", { name: "Continue with TND 20" }).click();

    await expect(dialog.getByTestId("checkout-what")).toHaveText(`Tip to @${CREATOR}`);
    await expect(dialog.getByTestId("checkout-amount")).toHaveText("TND 20");
    await expect(dialog.getByText("Add a card to continue.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirm and pay TND 20" })).toBeDisabled();
    await addCard(dialog, CARDS.pays);
    await expect(dialog.getByRole("radio", { name: /Visa •••• 4242/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Confirm and pay TND 20" }).click();
    await expect(dialog.getByTestId("tip-success")).toHaveText("Successfully sent TND 20 tip to Yasmine!");
    await dialog.getByRole("button", { name: "Done" }).click();

    await page.goto("/en/settings#payments");
    const row = page.getByTestId("payment-row").first();
    await expect(row).toContainText("Tip");
    await expect(row.getByTestId("payment-amount")).toHaveText("TND 20");
    await expect(row.getByTestId("payment-status")).toHaveText("Paid");
  });

  test("a declined card shows the refusal in the dialog and leaves the fan unsubscribed", async ({ page, request }) => {
    const fan = await register(request);
    await saveCard(request, fan, CARDS.declined);
    await signIn(page, fan);
    await page.goto(`/en/profile/${CREATOR}`);
    await page.getByRole("main").getByRole("button", { name: "Subscribe", exact: true }).click();
    const dialog = subscribeDialog(page);
    await expect(dialog.getByRole("radio", { name: /•••• 0002/ })).toBeChecked();
    await dialog.getByRole("button", { name: `Confirm and pay ${PRICE}` }).click();
    await expect(dialog.getByRole("alert")).toContainText("Your card was declined");
    await expect(dialog).toBeVisible();
    await shot(page, "checkout-declined-en", false);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.reload();
    await expect(page.getByTestId("lock-panel")).toBeVisible();
    await expect(page.getByTestId("subscribed-badge")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
    await page.goto("/en/settings#payments");
    await expect(page.getByTestId("payments-empty")).toHaveText("No payments yet.");
  });

  test("a card that needs the bank's confirmation goes through the test provider's page and comes back subscribed", async ({ page, request }) => {
    const fan = await register(request);
    await saveCard(request, fan, CARDS.confirm);
    await signIn(page, fan);
    await page.goto(`/en/profile/${CREATOR}`);
    await page.getByRole("main").getByRole("button", { name: "Subscribe", exact: true }).click();
    await subscribeDialog(page).getByRole("button", { name: `Confirm and pay ${PRICE}` }).click();

    await expect(page).toHaveURL(/\/payments\/test-provider\/[^/?]+\?return=/);
    const bank = page.getByTestId("test-provider");
    await expect(bank).toContainText("Test bank");
    await expect(bank.getByTestId("test-provider-question")).toHaveText(`Confirm this payment of ${PRICE} to VLV*SERVICES`);
    await bank.getByRole("button", { name: "Confirm" }).click();

    await expect(page).toHaveURL(new RegExp(`/en/profile/${CREATOR.replace(".", "\\.")}$`));
    await expect(page.getByTestId("subscribed-badge")).toBeVisible();
    await expect(page.getByTestId("post-card").first()).toBeVisible();
    await page.goto("/en/settings#payments");
    await expect(page.getByTestId("payment-row").first().getByTestId("payment-status")).toHaveText("Paid");
  });
});

async function fanContext(browser: Browser, baseURL: string, locale: "en" | "tn", fan: Fan) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, fan, locale === "tn" ? "" : `/${locale}`);
  return { context, page };
}

type Dictionary = Record<string, Record<string, string>>;
const dictionary = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Dictionary;

for (const locale of ["en", "tn"] as const) {
  test(`payments screens in ${locale}, phone and desktop`, async ({ browser, baseURL, request }) => {
    test.setTimeout(240_000);
    const m = dictionary(locale);
    const prefix = locale === "tn" ? "" : `/${locale}`;
    const fan = await register(request, `shots${locale}`);
    await saveCard(request, fan, CARDS.pays);
    const { context, page } = await fanContext(browser, baseURL!, locale, fan);
    const main = page.getByRole("main");

    for (const [size, width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      // The subscribe confirmation.
      await page.goto(`${prefix}/profile/${CREATOR}`);
      await page.getByTestId("lock-panel").getByRole("button").click();
      const dialog = page.getByRole("dialog", { name: m.Checkout!.titleSubscribe });
      await expect(dialog.getByRole("radio").first()).toBeChecked();
      await noSidewaysOverflow(page);
      await shot(page, `subscribe-${size}-${locale}`, false);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // The tip: its amount step, then its confirmation.
      await main.getByRole("button", { name: m.PublicProfile!.tip, exact: true }).click();
      const tip = page.getByRole("dialog");
      await expect(tip.getByTestId("tip-continue")).toBeVisible();
      await shot(page, `tip-amount-${size}-${locale}`, false);
      await tip.getByTestId("tip-continue").click();
      await expect(tip.getByTestId("checkout")).toBeVisible();
      await noSidewaysOverflow(page);
      await shot(page, `tip-confirm-${size}-${locale}`, false);
      await page.keyboard.press("Escape");
      await expect(tip).toBeHidden();
    }

    // Subscribe, then cancel: the cancelled state on the profile and in /subscriptions; the payment in settings.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/profile/${CREATOR}`);
    await page.getByTestId("lock-panel").getByRole("button").click();
    await page.getByTestId("checkout-confirm").click();
    await expect(page.getByTestId("subscribed-badge")).toBeVisible();
    await main.getByRole("button", { name: m.PublicProfile!.subscribedButton, exact: true }).click();
    await expect(page.getByTestId("subscription-note")).toBeVisible();

    for (const [size, width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto(`${prefix}/profile/${CREATOR}`);
      await expect(page.getByTestId("subscription-note")).toBeVisible();
      await noSidewaysOverflow(page);
      await shot(page, `profile-cancelled-${size}-${locale}`);
      await page.goto(`${prefix}/subscriptions`);
      await page.getByRole("button", { name: m.Subscriptions!.filter_cancelled, exact: true }).click();
      await expect(page.getByTestId("subscription-note")).toBeVisible();
      await noSidewaysOverflow(page);
      await shot(page, `subscriptions-cancelled-${size}-${locale}`);
      await page.goto(`${prefix}/settings#payments`);
      const payments = page.locator("#payments");
      await expect(payments.getByTestId("payment-row")).toHaveCount(1);
      await noSidewaysOverflow(page);
      await payments.screenshot({ path: `${OUTPUT}/payments-settings-${size}-${locale}.png` });
    }

    // The bank's page: a second fan with a card that needs confirmation.
    const other = await register(request, `bank${locale}`);
    await saveCard(request, other, CARDS.confirm);
    const second = await fanContext(browser, baseURL!, locale, other);
    await second.page.goto(`${prefix}/profile/${CREATOR}`);
    await second.page.getByTestId("lock-panel").getByRole("button").click();
    await second.page.getByTestId("checkout-confirm").click();
    await expect(second.page.getByTestId("test-provider-question")).toBeVisible();
    for (const [size, width, height] of SIZES) {
      await second.page.setViewportSize({ width, height });
      await noSidewaysOverflow(second.page);
      await shot(second.page, `test-provider-${size}-${locale}`);
    }
    await second.context.close();
    await context.close();
  });
}
