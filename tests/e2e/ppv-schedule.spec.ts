// Creator tools (issue 21): a creator schedules a priced post from the composer, finds it in the
// queue of scheduled posts and publishes it; a fan who does not subscribe sees the locked card
// (price, photo count, blurred placeholder, no media), buys it through the checkout dialog, and the
// post opens in place. Phone width, in English and in Tunisian (right to left).
import { deflateSync, crc32 } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { makeVerifiedTrustedCreator } from "./creators";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Velvet!2026";

function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

async function register(request: APIRequestContext, prefix: string) {
  const t = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { firstName: "Salma", lastName: "Trabelsi", username: `${prefix}_${t}`, email: `${prefix}_${t}@example.com`, password: PASSWORD, dateOfBirth: "1994-05-02" };
  const res = await request.post("/api/users/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id: string; token: string };
  return { ...user, id: body._id, token: body.token };
}

async function signIn(page: Page, who: { email: string; password: string }, prefix = "/en") {
  await page.goto(`${prefix}/login`);
  const form = page.getByRole("main").locator("form");
  await form.locator('input[name="email"]').fill(who.email);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("notification-bell")).toBeVisible({ timeout: 20_000 });
}

/** A datetime-local value `minutes` from now, in the browser's (this machine's) time zone. */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("a creator schedules a priced post, publishes it from the queue, and a fan buys it", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const star = await register(request, "ppvstar");
  await makeVerifiedTrustedCreator(star.id);
  const title = `Golden hour ${Date.now().toString(36)}`;

  // the creator: composer with a price and a publication time an hour ahead
  await signIn(page, star);
  await page.getByRole("button", { name: /What do you want to share/ }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Three frames at sunset, for the patient.");
  await page.getByTestId("composer-photos").setInputFiles([{ name: "sun.png", mimeType: "image/png", buffer: png(60, 40, [230, 140, 40]) }]);
  await page.getByTestId("composer-price").fill("4.99");
  await page.getByTestId("composer-publish-at").fill(localInput(60));
  await noSidewaysOverflow(page);
  await page.screenshot({ path: `${OUTPUT}/ppv-composer-mobile.png`, fullPage: true });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Your post is scheduled.")).toBeVisible({ timeout: 20_000 });

  // the queue: the post waits, with its price; the creator publishes it now
  await page.goto("/en/scheduled");
  const item = page.getByTestId("scheduled-post").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText(/Scheduled for/)).toBeVisible();
  await expect(item.getByText(/TND\s4\.990/)).toBeVisible();
  await noSidewaysOverflow(page);
  await page.screenshot({ path: `${OUTPUT}/ppv-scheduled-queue-mobile.png`, fullPage: true });
  await item.getByTestId("schedule-publish-now").click();
  await expect(page.getByTestId("scheduled-empty")).toBeVisible();

  // the fan (no subscription): the locked card in the suggested feed, in Tunisian, right to left
  const fan = await register(request, "ppvfan");
  const card = await request.post("/api/users/cards", {
    headers: { Authorization: `Bearer ${fan.token}` },
    data: { cardNumber: "4242424242424242", cardholderName: "Salma Trabelsi", expiryMonth: "12", expiryYear: "2099", cvv: "123" },
  });
  expect(card.status(), await card.text()).toBe(201);
  const fanContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const fanPage = await fanContext.newPage();
  await signIn(fanPage, fan, "/tn");
  await expect(fanPage.locator("html")).toHaveAttribute("dir", "rtl");
  const locked = fanPage.locator('[data-testid="post-card"]').filter({ has: fanPage.locator('[data-testid="locked-post"][data-price="4.99"]') }).first();
  await expect(locked).toBeVisible({ timeout: 20_000 });
  await expect(locked.getByTestId("locked-placeholder")).toBeVisible();
  await expect(locked.getByTestId("media-tile")).toHaveCount(0);
  await expect(locked.getByRole("heading", { name: title })).toHaveCount(0);
  await noSidewaysOverflow(fanPage);
  await locked.screenshot({ path: `${OUTPUT}/ppv-locked-card-tn-mobile.png` });

  // in English: buy it through the checkout dialog; the post opens in place
  await fanPage.goto("/en");
  const lockedEn = fanPage.locator('[data-testid="post-card"]').filter({ has: fanPage.locator('[data-testid="locked-post"][data-price="4.99"]') }).first();
  await expect(lockedEn.getByTestId("buy-post")).toHaveText(/^Unlock for TND\s4\.990$/);
  await lockedEn.getByTestId("buy-post").click();
  const dialog = fanPage.getByRole("dialog", { name: "Unlock this post" });
  await expect(dialog.getByTestId("checkout-amount")).toHaveText(/^TND\s4\.990$/);
  await fanPage.screenshot({ path: `${OUTPUT}/ppv-checkout-mobile.png` });
  await dialog.getByTestId("checkout-confirm").click();
  await expect(fanPage.getByText("Unlocked! It's yours for good.")).toBeVisible({ timeout: 20_000 });
  const opened = fanPage.locator('[data-testid="post-card"]').filter({ has: fanPage.getByRole("heading", { name: title }) });
  await expect(opened.getByTestId("media-tile")).toHaveCount(1);
  await expect(opened.getByTestId("post-price")).toContainText("Bought");
  // it stays open after a reload (bought for good)
  await fanPage.reload();
  await expect(fanPage.getByRole("heading", { name: title })).toBeVisible();
  await fanPage.screenshot({ path: `${OUTPUT}/ppv-bought-mobile.png`, fullPage: true });
  await fanContext.close();
});
