// Creator tools (issue 21): a creator schedules a priced post from the composer, finds it in the
// queue of scheduled posts and publishes it; a fan who does not subscribe sees the locked card
// (price, photo count, blurred placeholder, no media), buys it through the checkout dialog, and the
// post opens in place. Phone width, in English and in Tunisian (right to left).
import { deflateSync, crc32 } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { makeVerifiedTrustedCreator } from "./creators";
import { signInWithForm } from "./sign-in";

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
  await signInWithForm(page, who.email, who.password, prefix);
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

test("a creator sends a paid message from the chat, a fan buys it there, and the creator sees it bought without reloading", async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const slow = { timeout: 30_000 };
  await page.setViewportSize({ width: 375, height: 812 });
  const star = await register(request, "ppvchat");
  await makeVerifiedTrustedCreator(star.id);
  const priced = await request.put("/api/users/subscription-price", { headers: { Authorization: `Bearer ${star.token}` }, data: { price: 9.99 } });
  expect(priced.status(), await priced.text()).toBe(200);
  const fan = await register(request, "ppvchatfan");
  const card = await request.post("/api/users/cards", {
    headers: { Authorization: `Bearer ${fan.token}` },
    data: { cardNumber: "4242424242424242", cardholderName: "Salma Trabelsi", expiryMonth: "12", expiryYear: "2099", cvv: "123" },
  });
  expect(card.status(), await card.text()).toBe(201);
  // the fan wrote to the creator first (anyone may message a creator)
  const started = await request.post("/api/chat/conversations", { headers: { Authorization: `Bearer ${fan.token}` }, data: { username: star.username } });
  expect(started.status(), await started.text()).toBeLessThan(300);

  // the creator: the chat composer with a photo and a price
  await signIn(page, star);
  await page.goto(`/en/chat?user=${fan.username}`);
  await expect(page.getByTestId("chat-paid-controls")).toBeVisible(slow);
  await page.getByTestId("attach-input").setInputFiles([{ name: "sunset.png", mimeType: "image/png", buffer: png(60, 40, [230, 140, 40]) }]);
  await page.getByRole("textbox", { name: "Message" }).fill("The full set, just for you");
  // a price that the server would refuse is said before anything is sent
  await page.getByTestId("chat-price").fill("5000");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(/Enter a price up to TND\s1,000/)).toBeVisible();
  await page.getByTestId("chat-price").fill("3.5");
  await noSidewaysOverflow(page);
  await page.screenshot({ path: `${OUTPUT}/ppv-chat-composer-mobile.png` });
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const own = page.getByTestId("message").filter({ hasText: "The full set, just for you" });
  await expect(own.getByTestId("paid-message-state")).toHaveText(/^Not bought yet · TND\s3\.500$/, slow);
  await expect(own).toHaveAttribute("data-status", /sent|read/, slow);

  // the fan, in another browser: the locked message, bought from the chat
  const fanContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const fanPage = await fanContext.newPage();
  await signIn(fanPage, fan);
  await fanPage.goto(`/en/chat?user=${star.username}`);
  const lockedMessage = fanPage.getByTestId("message").filter({ hasText: "The full set, just for you" });
  await expect(lockedMessage.getByTestId("paid-message-locked")).toBeVisible(slow);
  await expect(lockedMessage.getByText("1 photos · 0 videos")).toBeVisible();
  await expect(lockedMessage.getByTestId("chat-attachment")).toHaveCount(0);
  await noSidewaysOverflow(fanPage);
  await fanPage.screenshot({ path: `${OUTPUT}/ppv-chat-locked-mobile.png` });
  await lockedMessage.getByTestId("paid-message-unlock").click();
  const dialog = fanPage.getByRole("dialog", { name: "Unlock this message" });
  await expect(dialog.getByTestId("checkout-amount")).toHaveText(/^TND\s3\.500$/);
  await dialog.getByTestId("checkout-confirm").click();
  await expect(fanPage.getByText("Message unlocked")).toBeVisible(slow);
  const image = lockedMessage.getByTestId("chat-attachment");
  await expect(image).toBeVisible(slow);
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth), slow).toBeGreaterThan(0);
  await fanPage.screenshot({ path: `${OUTPUT}/ppv-chat-bought-fan-mobile.png` });

  // the creator's open chat says it was bought, without a reload
  await expect(own.getByTestId("paid-message-state")).toHaveText("Bought", slow);
  await page.screenshot({ path: `${OUTPUT}/ppv-chat-bought-creator-mobile.png` });
  await fanContext.close();

  // the creator's mass messages and welcome message, on a phone, in Tunisian (right to left) and in English
  await page.goto("/tn/mass-messages");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("mass-message-form")).toBeVisible(slow);
  await expect(page.getByTestId("mass-messages-empty")).toBeVisible(slow);
  await noSidewaysOverflow(page);
  await page.screenshot({ path: `${OUTPUT}/mass-messages-tn-mobile.png`, fullPage: true });
  // the fan subscribes: the one member of the creator's audience
  const subscribed = await request.post("/api/users/subscribe", { headers: { Authorization: `Bearer ${fan.token}` }, data: { creatorId: star.id, paymentMethod: (await card.json()).card._id } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  await page.goto("/en/mass-messages");
  // the list has loaded: the page's scripts run (a field filled before would be reset)
  await expect(page.getByTestId("mass-messages-empty")).toBeVisible(slow);
  await page.getByTestId("mass-message-text").fill("New set this Friday!");
  await page.getByTestId("mass-audience-all").check();
  await page.getByTestId("mass-message-send").click();
  const sentMass = page.getByTestId("mass-message").filter({ hasText: "New set this Friday!" });
  await expect(sentMass).toBeVisible(slow);
  // the job delivers it (every few seconds) and the list follows its progress without a reload
  await expect(sentMass).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(sentMass.getByTestId("mass-message-delivered")).toHaveText("1");
  await page.getByTestId("welcome-text").fill("Welcome! Thank you for subscribing.");
  await page.getByTestId("welcome-save").click();
  await expect(page.getByTestId("welcome-state")).toHaveText("On: every new subscriber receives it.", slow);
  await noSidewaysOverflow(page);
  await page.screenshot({ path: `${OUTPUT}/mass-messages-en-mobile.png`, fullPage: true });
});
