import { deflateSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures";
import { languageTag } from "../../i18n/locales";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const DEMO_PASSWORD = "Password123!";

function newFan(prefix = "fan") {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: "Rania",
    lastName: "Ben Salah",
    username: `${prefix}_${tag}`,
    email: `${prefix}_${tag}@example.com`,
    password: "Velvet!2026",
    dateOfBirth: "1995-03-08",
  };
}
type Fan = ReturnType<typeof newFan>;

async function register(request: APIRequestContext, fan: Fan) {
  const res = await request.post("/api/users/register", { data: fan });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Signs in through the /login page (works in every language: fields by name, the submit button by type). */
async function signIn(page: Page, email: string, password: string, prefix = "/en") {
  await signInWithForm(page, email, password, prefix);
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: true });
}

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const countOf = async (page: Page, testId: string) => Number((await page.getByTestId(testId).first().innerText()).replace(/[^\d]/g, ""));

// A real PNG (solid colour with a stripe) built by hand: signature, IHDR, IDAT, IEND.
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function makePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < 20;
      row.set(stripe ? [250, 250, 250] : [30 + (x % 200), 80, 200 - (y % 150)], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("fan journey on a creator's profile", () => {
  test.setTimeout(180_000);

  test("a new fan finds yasmine.art on /discover, subscribes, likes, comments, tips and unsubscribes", async ({ page, request }) => {
    const fan = newFan();
    await register(request, fan);
    await signIn(page, fan.email, fan.password);

    // Discover: yasmine's card with a rank badge; a click opens her profile.
    await page.goto("/en/discover");
    await expect(page.getByRole("heading", { level: 1, name: "Discover creators" })).toBeVisible();
    await expect(page.getByTestId("trending-banner")).toContainText(/\d+ trending creators?/);
    const card = page.getByTestId("creator-card").filter({ hasText: "@yasmine.art" });
    await expect(card.getByTestId("rank-badge")).toBeVisible();
    await expect(card.getByTestId("rank-badge")).toContainText(/#\d+/);
    await card.getByRole("heading").click();
    await expect(page).toHaveURL(/\/en\/profile\/yasmine\.art$/);

    // Locked until subscribed.
    const lock = page.getByTestId("lock-panel");
    await expect(lock).toContainText("Exclusive Content");
    await expect(lock).toContainText("You can only access content once you subscribe to Yasmine");
    await expect(page.getByTestId("post-card")).toHaveCount(0);
    const before = await countOf(page, "count-subscribers");
    await lock.getByRole("button", { name: "Subscribe for TND 9.990/month" }).click();
    // The checkout confirmation: a new fan adds a card first, then confirms.
    const checkout = page.getByRole("dialog", { name: "Confirm your subscription" });
    const cardForm = checkout.getByTestId("add-card-form");
    await cardForm.getByLabel("Card number").fill("4242 4242 4242 4242");
    await cardForm.getByLabel("Cardholder name").fill("Rania Ben Salah");
    await cardForm.getByLabel("Month").fill("12");
    await cardForm.getByLabel("Year").fill("2099");
    await cardForm.getByLabel("CVV").fill("123");
    await cardForm.getByRole("button", { name: "Save card" }).click();
    await checkout.getByRole("button", { name: "Confirm and pay TND 9.990" }).click();
    await expect(page.getByText("Successfully subscribed! Welcome to exclusive content!")).toBeVisible();
    await expect(page.getByTestId("count-subscribers")).toHaveText(String(before + 1));
    await expect(page.getByTestId("subscribed-badge")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Messages" })).toHaveAttribute("href", /\/chat\?user=yasmine\.art$/);

    // Posts appear; like one (the count moves), open its comments.
    const post = page.getByTestId("post-card").first();
    await expect(post).toBeVisible();
    const likes = Number(await post.getByTestId("like-count").innerText());
    await post.getByTestId("like-button").click();
    await expect(post.getByTestId("like-count")).toHaveText(String(likes + 1));
    await post.getByTestId("comment-button").click();
    const comments = page.getByRole("dialog", { name: "Comments" });
    await expect(comments).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(comments).toBeHidden();

    // Tip from the profile header.
    await page.getByRole("button", { name: "Tip", exact: true }).click();
    const tip = page.getByRole("dialog", { name: /Send a tip to Yasmine/ });
    await expect(tip).toBeVisible();
    await tip.getByRole("button", { name: /^Continue with / }).click();
    await tip.getByRole("button", { name: /^Confirm and pay / }).click();
    await expect(tip.getByTestId("tip-success")).toContainText("Successfully sent");
    await tip.getByRole("button", { name: "Done" }).click();

    // /subscriptions lists her as active with the days remaining.
    await page.goto("/en/subscriptions");
    const sub = page.getByTestId("subscription-card").filter({ hasText: "@yasmine.art" });
    await expect(sub.getByTestId("subscription-status")).toHaveText("Active");
    await expect(sub.getByTestId("days-remaining")).toHaveText(/^(29|30) days remaining$/);
    await expect(sub).toContainText("TND 9.990/month");
    await page.getByRole("tab", { name: "My subscribers" }).click();
    await expect(page.getByText("You have no subscribers here yet.")).toBeVisible();

    // Unsubscribe: the server keeps access until the end date, so the posts stay; renewal can be turned back on.
    await page.goto("/en/profile/yasmine.art");
    await page.getByRole("main").getByRole("button", { name: "Subscribed", exact: true }).click();
    await expect(page.getByText("Successfully unsubscribed!")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Cancelled — access until" })).toBeVisible();
    await expect(page.getByTestId("post-card").first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Turn renewal back on", exact: true })).toBeVisible();

    // Listed as cancelled now; the filter resets to Active when the tab changes.
    await page.goto("/en/subscriptions");
    await expect(page.getByTestId("subscription-card")).toHaveCount(0);
    await page.getByRole("button", { name: "Cancelled" }).click();
    await expect(page.getByTestId("subscription-card").filter({ hasText: "@yasmine.art" }).getByTestId("subscription-status")).toHaveText("Cancelled");
    await page.getByRole("tab", { name: "My subscribers" }).click();
    await expect(page.getByRole("button", { name: "Active" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("own profile /profile", () => {
  test.setTimeout(120_000);

  test("edit the bio, set a price, add a PayPal payout method, upload an avatar through the crop dialog", async ({ page, request }) => {
    const fan = newFan("creator");
    await register(request, fan);
    await signIn(page, fan.email, fan.password);
    await page.goto("/en/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Rania Ben Salah" })).toBeVisible();
    await expect(page.getByText(`@${fan.username}`).first()).toBeVisible();
    await expect(page.getByText("No posts yet")).toBeVisible();

    // About: view, edit, save.
    await page.getByRole("tab", { name: "About" }).click();
    await expect(page.getByTestId("about-bio")).toHaveText("No bio available");
    await expect(page.getByTestId("about-location")).toHaveText("Not specified");
    await page.getByRole("button", { name: "Edit profile" }).click();
    await page.getByLabel("Bio").fill("Painter of blue doors.");
    await page.getByLabel("Location").fill("Sidi Bou Said");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await expect(page.getByTestId("about-bio")).toHaveText("Painter of blue doors.");
    await expect(page.getByTestId("about-location")).toHaveText("Sidi Bou Said");
    // A username that is taken comes back as a field error.
    await page.getByRole("button", { name: "Edit profile" }).click();
    await page.getByLabel("Username").fill("yasmine.art");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("#main form").getByText(/taken|already/i).first()).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    // Settings: price (client check first), payout method, account links.
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Set price" }).click();
    await page.getByLabel("Monthly price (TND)").fill("0");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please enter a valid amount")).toBeVisible();
    await page.getByLabel("Monthly price (TND)").fill("12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("price-value")).toHaveText("TND 12/month");
    await expect(page.getByTestId("price-pill")).toHaveText("TND 12/month");

    await page.getByRole("button", { name: "Add payout method" }).click();
    await page.getByText("PayPal", { exact: true }).click();
    await page.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByText("Please fill all required fields")).toBeVisible();
    await page.getByLabel("PayPal email").fill("rania@example.com");
    await page.getByRole("button", { name: "Add method" }).click();
    const payout = page.getByTestId("payout-list").locator("li");
    await expect(payout).toHaveCount(1);
    await expect(payout).toContainText("rania@example.com");
    await expect(payout).toContainText("Default");
    await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute("href", /\/settings#password$/);
    await expect(page.getByRole("link", { name: "Notification settings" })).toHaveAttribute("href", /\/settings#notifications$/);

    // The price survives a reload (it came from the server).
    await page.reload();
    await expect(page.getByTestId("price-pill")).toHaveText("TND 12/month");

    // Avatar: a non-image is refused before any upload; a PNG goes through the crop dialog.
    await page.getByTestId("avatar-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Please select a valid image file")).toBeVisible();
    await expect(page.getByTestId("profile-avatar").locator("img")).toHaveCount(0);
    await page.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng(320, 240) });
    const crop = page.getByRole("dialog", { name: "Crop Profile Picture" });
    await expect(crop).toBeVisible();
    await expect(crop.getByRole("slider")).toHaveValue("1");
    await crop.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile image updated successfully!")).toBeVisible();
    await expect(crop).toBeHidden();
    await expect(page.getByTestId("profile-avatar").locator("img")).toHaveAttribute("src", /\/api\/images\//);
  });

  test("signed-out visitors of /profile and /subscriptions are sent to /login", async ({ page }) => {
    // with the page to come back to once signed in (issue 20)
    await page.goto("/en/profile");
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fprofile$/);
    await page.goto("/en/subscriptions");
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fsubscriptions$/);
  });
});

test.describe("public profile /profile/{username}", () => {
  test("an unknown user shows 'User not found' with status 404", async ({ page }) => {
    const res = await page.goto("/en/profile/nobody_here_404");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
  });

  test("your own username redirects to /profile", async ({ page, request }) => {
    const fan = newFan("self");
    await register(request, fan);
    await signIn(page, fan.email, fan.password);
    await page.goto(`/en/profile/${fan.username}`);
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole("tab", { name: "Settings" })).toBeVisible();
  });

  test("anonymous visitors see the lock panel; Subscribe sends them to /login", async ({ page }) => {
    await page.goto("/en/profile/yasmine.art");
    await expect(page.getByTestId("lock-panel")).toContainText("Subscribe for TND 9.990/month");
    await expect(page.getByTestId("price-pill")).toHaveText("TND 9.990/month");
    await page.getByRole("tab", { name: "About" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Joined");
    await page.getByRole("link", { name: "Subscribe", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fprofile%2Fyasmine\.art$/);
  });

  test("a visitor's profile carries the creator's offers in its HTML (a bundle, a trial link's trial); an offer leads to sign-in", async ({ page, request }) => {
    const star = newFan("offers");
    const res = await request.post("/api/users/register", { data: star });
    expect(res.status(), await res.text()).toBe(201);
    const auth = { authorization: `Bearer ${(await res.json()).token}` };
    expect((await request.put("/api/users/subscription-price", { data: { price: 10 }, headers: auth })).status()).toBe(200);
    const bundles = await request.put("/api/users/subscription-bundles", { data: { bundles: [{ months: 3, discountPercent: 10 }] }, headers: auth });
    expect(bundles.status(), await bundles.text()).toBe(200);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const link = await request.post("/api/users/trial-links", { data: { days: 7, maxClaims: 10, expiresAt }, headers: auth });
    expect(link.status(), await link.text()).toBe(201);
    const { code } = (await link.json()) as { code: string };
    // rendered by the server with the page: the visitor's browser asks nothing for them
    const html = await (await request.get(`/en/profile/${star.username}?trial=${code}`)).text();
    expect(html).toContain('data-testid="offer-bundle-3"');
    expect(html).toContain('data-testid="offer-trial"');
    expect(html).toContain("7-day free trial");
    // a made-up code is no trial, and no error
    const other = await request.get(`/en/profile/${star.username}?trial=not-a-code!`);
    expect(other.status()).toBe(200);
    expect(await other.text()).not.toContain('data-testid="offer-trial"');

    await page.goto(`/en/profile/${star.username}?trial=${code}`);
    await expect(page.getByTestId("offer-bundle-3")).toContainText("3 months, 10 % off");
    await page.getByTestId("offer-trial").getByRole("link", { name: "Start the free trial" }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test("the raw HTML is indexable: title, description, og:image, canonical and hreflang alternates", async ({ request }) => {
    const res = await request.get("/en/profile/yasmine.art");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]*\(@yasmine\.art\)<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // the profile's generated share card (issue 20: avatar, cover and name, never locked content)
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/profile\/yasmine\.art\/opengraph-image[^"]*"/);
    const links = html.match(/<link [^>]*>/g) ?? [];
    const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
    const canonical = links.find((l) => attr(l, "rel") === "canonical");
    expect(canonical && attr(canonical, "href")).toMatch(/^https?:\/\/[^/]+\/en\/profile\/yasmine\.art$/);
    const alternates = new Map(links.filter((l) => attr(l, "rel") === "alternate" && attr(l, "hreflang")).map((l) => [attr(l, "hreflang"), attr(l, "href")]));
    for (const [lang, path] of [["ar-TN", "/profile/yasmine.art"], ["fr", "/fr/profile/yasmine.art"], ["en", "/en/profile/yasmine.art"], ["ar", "/ar/profile/yasmine.art"], ["x-default", "/profile/yasmine.art"]] as const) {
      expect(alternates.get(lang), lang).toMatch(new RegExp(`^https?://[^/]+${path.replace(/[.]/g, "\\.")}$`));
    }
    // The default language (no prefix) serves the same page, even with a dot in the username.
    const tn = await request.get("/profile/yasmine.art", { headers: { cookie: "NEXT_LOCALE=tn" } });
    expect(tn.status()).toBe(200);
    expect(await tn.text()).toContain(`lang="${languageTag("tn")}"`);
  });
});

async function signedInContext(browser: Browser, baseURL: string, locale: string, email: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD, locale === "tn" ? "" : `/${locale}`);
  return { context, page };
}

for (const locale of ["en", "tn"] as const) {
  test(`profile screenshots in ${locale}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const prefix = locale === "tn" ? "" : `/${locale}`;
    const widths = [
      ["desktop", 1280, 900],
      ["mobile", 390, 844],
    ] as const;

    // Anonymous: a locked public profile.
    const anon = await browser.newContext({ baseURL });
    await anon.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    const anonPage = await anon.newPage();
    for (const [size, w, h] of widths) {
      await anonPage.setViewportSize({ width: w, height: h });
      await anonPage.goto(`${prefix}/profile/karim.fit`);
      await expect(anonPage.getByTestId("lock-panel")).toBeVisible();
      await noSidewaysOverflow(anonPage);
      await shot(anonPage, `profile-public-locked-${size}-${locale}`);
    }
    await anon.close();

    // A creator's own profile, each tab.
    const creator = await signedInContext(browser, baseURL!, locale, "yasmine_art@demo.velvet");
    for (const [size, w, h] of widths) {
      await creator.page.setViewportSize({ width: w, height: h });
      await creator.page.goto(`${prefix}/profile`);
      await expect(creator.page.getByTestId("post-card").first()).toBeVisible();
      await noSidewaysOverflow(creator.page);
      await shot(creator.page, `profile-own-posts-${size}-${locale}`);
      for (const [i, tab] of (["about", "settings"] as const).entries()) {
        await creator.page.getByRole("tab").nth(i + 1).click();
        if (tab === "settings") await expect(creator.page.getByTestId("payout-list").locator("li").first()).toBeVisible();
        await noSidewaysOverflow(creator.page);
        await shot(creator.page, `profile-own-${tab}-${size}-${locale}`);
      }
    }
    await creator.context.close();

    // A subscribed fan: public profile, /subscriptions, /discover.
    const fan = await signedInContext(browser, baseURL!, locale, "omar@demo.velvet");
    for (const [size, w, h] of widths) {
      await fan.page.setViewportSize({ width: w, height: h });
      await fan.page.goto(`${prefix}/profile/yasmine.art`);
      await expect(fan.page.getByTestId("post-card").first()).toBeVisible();
      await noSidewaysOverflow(fan.page);
      await shot(fan.page, `profile-public-subscribed-${size}-${locale}`);
      await fan.page.goto(`${prefix}/subscriptions`);
      await expect(fan.page.getByTestId("subscription-card").first()).toBeVisible();
      await noSidewaysOverflow(fan.page);
      await shot(fan.page, `subscriptions-${size}-${locale}`);
      await fan.page.goto(`${prefix}/discover`);
      await expect(fan.page.getByTestId("creator-card").first()).toBeVisible();
      await noSidewaysOverflow(fan.page);
      await shot(fan.page, `discover-${size}-${locale}`);
    }
    await fan.context.close();
  });
}
