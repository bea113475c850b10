// Issue 24 §6 and §7 in the browser: a subscriber on a phone opens a creator's profile; each photo's
// tile has the photo's shape and its blurred ThumbHash painted before any byte of the photo arrives
// (nothing moves when it loads), and the photo comes with `srcset`/`sizes`, so the phone downloads a
// narrower copy, not the photo as stored. A member who does not subscribe sees the locked post as
// blurred previews of the same shapes, with no media link in the page.
import sharp from "sharp";
import type { Route } from "@playwright/test";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { makeVerifiedTrustedCreator } from "./creators";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Velvet!2026";
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(request: APIRequestContext, prefix: string) {
  const t = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { firstName: "Rim", lastName: "Ayari", username: `${prefix}_${t}`, email: `${prefix}_${t}@example.com`, password: PASSWORD, dateOfBirth: "1993-03-14" };
  const res = await request.post("/api/users/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id: string; token: string };
  return { ...user, id: body._id, token: body.token };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await signInWithForm(page, who.email, who.password);
}

/** A landscape photo with a gradient (so its placeholder is not one flat colour). */
function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fde047"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test("a photo's tile keeps its shape and placeholder before it loads; the phone downloads a narrower copy; a locked post shows blurred previews", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const star = await register(request, "photostar");
  await makeVerifiedTrustedCreator(star.id);
  expect((await request.put("/api/users/subscription-price", { headers: auth(star.token), data: { price: 5 } })).status()).toBe(200);
  const posted = await request.post("/api/posts/exclusive-content", {
    headers: auth(star.token),
    multipart: { title: "Wide view", description: "From the terrace", media: { name: "wide.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 900) } },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const made = ((await posted.json()) as { post: { _id: string; images: { key: string }[] } }).post;
  const key = made.images[0]!.key;

  const fan = await register(request, "photofan");
  const card = await request.post("/api/users/cards", {
    headers: auth(fan.token),
    data: { cardNumber: "4242424242424242", cardholderName: "Rim Fan", expiryMonth: "12", expiryYear: "2099", cvv: "123" },
  });
  expect(card.status()).toBe(201);
  expect((await request.post("/api/users/subscribe", { headers: auth(fan.token), data: { creatorId: star.id, paymentMethod: (await card.json()).card.id } })).status()).toBe(201);

  // a phone; the photo's bytes are held back until the tile has been measured
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, fan);
  const held: Route[] = [];
  const fetched: string[] = [];
  await page.route("**/api/media/**", (route) => {
    fetched.push(route.request().url());
    held.push(route);
  });
  await page.goto(`/en/profile/${star.username}`);
  const tile = page.locator(`[data-testid="post-card"][data-post-id="${made._id}"]`).getByTestId("media-tile");
  await expect(tile).toBeVisible({ timeout: 20_000 });
  await expect(tile.getByTestId("media-placeholder")).toBeVisible();
  const before = (await tile.boundingBox())!;
  expect(Math.abs(before.width / before.height - 1600 / 900)).toBeLessThan(0.02);
  // the placeholder is the decoded ThumbHash, a data: URL painted at once
  expect(await tile.getByTestId("media-placeholder").getAttribute("src")).toMatch(/^data:image\/png;base64,/);

  // the photo: srcset of narrower WebP copies and sizes; the browser picks one for a 375 px screen
  const img = tile.locator("img:not([data-testid])");
  await expect(img).toHaveAttribute("srcset", /&w=320 320w, .*&w=640 640w, .*&w=960 960w, .*&w=1280 1280w, .* 1600w$/, { timeout: 20_000 });
  await expect(img).toHaveAttribute("sizes", /100vw/);
  await expect.poll(() => fetched.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await tile.screenshot({ path: `${OUTPUT}/photo-placeholder-mobile.png` });
  for (const route of held.splice(0)) await route.continue();
  await page.unroute("**/api/media/**");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  const chosen = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, natural: el.naturalWidth }));
  expect(chosen.src).toMatch(/&w=(320|640|960|1280)$/);
  expect(chosen.natural).toBeLessThan(1600);
  // nothing moved when it loaded
  const after = (await tile.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThan(1);
  expect(Math.abs(after.width - before.width)).toBeLessThan(1);
  await tile.screenshot({ path: `${OUTPUT}/photo-loaded-mobile.png` });

  // someone who does not subscribe: the locked post's blurred previews, of the photo's shape, no media link
  const other = await register(request, "photoother");
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const stranger = await context.newPage();
  const mediaCalls: string[] = [];
  stranger.on("request", (r) => {
    if (r.url().includes(key)) mediaCalls.push(r.url());
  });
  await signIn(stranger, other);
  // without subscriptions, the home feed suggests posts: this one comes locked
  await stranger.goto("/en");
  const locked = stranger.locator(`[data-testid="post-card"][data-post-id="${made._id}"]`).getByTestId("locked-post");
  await expect(locked).toBeVisible({ timeout: 20_000 });
  const preview = locked.getByTestId("locked-preview").first();
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("data-type", "image");
  const box = (await preview.boundingBox())!;
  expect(Math.abs(box.width / box.height - 1600 / 900)).toBeLessThan(0.05);
  await expect(preview.locator("img")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await locked.screenshot({ path: `${OUTPUT}/photo-locked-previews-mobile.png` });
  // nothing of the photo was asked for, and the page holds no link to it
  expect(mediaCalls).toEqual([]);
  expect(await stranger.content()).not.toContain(key);
  await context.close();
});
