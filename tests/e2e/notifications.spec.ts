// Issue 20, part 2: likes of one post are one notification ("Omar and 2 others liked your post"),
// in the bell and on /notifications, said in the reader's language (RTL Tunisian on a phone too).
import sharp from "sharp";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { makeVerifiedTrustedCreator } from "./creators";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const rnd = () => Math.floor(Math.random() * 250) + 1;
const ip = () => `10.${rnd()}.${rnd()}.${rnd()}`;

async function register(request: APIRequestContext, firstName: string) {
  const t = tag();
  const user = { firstName, lastName: "Fan", username: `n_${t}`, email: `n_${t}@example.com`, password: "Velvet!2026", dateOfBirth: "1995-05-05" };
  const res = await request.post("/api/users/register", { data: user, headers: { "x-forwarded-for": ip() } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; _id: string };
  return { ...user, token: body.token, id: body._id };
}

async function logIn(page: Page, email: string, password: string, prefix: string) {
  await signInWithForm(page, email, password, prefix);
}

test("likes of one post are grouped in the bell and on /notifications, in the reader's language", async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const star = await register(request, "Yasmine");
  await makeVerifiedTrustedCreator(star.id);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  expect((await request.put("/api/users/subscription-price", { headers: auth(star.token), data: { price: 5 } })).status()).toBe(200);
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#8e44ad" } }).jpeg().toBuffer();
  const posted = await request.post("/api/posts/exclusive-content", {
    headers: auth(star.token),
    multipart: { title: "Sunset", description: "Golden hour", media: { name: "a.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(posted.status()).toBe(201);
  const postId = ((await posted.json()) as { post: { _id: string } }).post._id;

  for (const name of ["Amira", "Sami", "Omar"]) {
    const fan = await register(request, name);
    const card = await request.post("/api/users/cards", {
      headers: auth(fan.token),
      data: { cardNumber: "4242424242424242", cardholderName: `${name} Fan`, expiryMonth: "12", expiryYear: "2099", cvv: "123" },
    });
    expect(card.status()).toBe(201);
    const sub = await request.post("/api/users/subscribe", { headers: auth(fan.token), data: { creatorId: star.id, paymentMethod: (await card.json()).card.id } });
    expect(sub.status()).toBe(201);
    const liked = await request.post(`/api/posts/${postId}/like`, { headers: auth(fan.token) });
    expect(((await liked.json()) as { isLiked: boolean }).isLiked).toBe(true);
  }

  // English, on a laptop: one grouped like in the bell (3 subscribers + 1 like group unread)
  await logIn(page, star.email, star.password, "/en");
  await expect(page.getByTestId("notification-badge")).toHaveText("4");
  await page.getByTestId("notification-bell").click();
  const menu = page.getByRole("menu", { name: "Notifications" });
  const likeItems = menu.getByRole("menuitem").filter({ hasText: "liked your post" });
  await expect(likeItems).toHaveCount(1);
  await expect(likeItems.first()).toContainText("Omar Fan and 2 others liked your post");
  await expect(likeItems.first()).toContainText("New likes");
  await page.screenshot({ path: `${OUTPUT}/notifications-bell-grouped-en.png` });

  // the bell leads to the page of all notifications
  await menu.getByRole("menuitem", { name: "See all notifications" }).click();
  await expect(page).toHaveURL(/\/en\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByTestId("notification-row")).toHaveCount(4);
  await page.getByRole("tab", { name: "Likes" }).click();
  await expect(page).toHaveURL(/\/en\/notifications\?filter=likes$/);
  await expect(page.getByTestId("notification-row")).toHaveCount(1);
  await expect(page.getByTestId("notification-row").first()).toContainText("Omar Fan and 2 others liked your post");
  await page.getByRole("tab", { name: "Subscriptions" }).click();
  await expect(page.getByTestId("notification-row")).toHaveCount(3);
  await expect(page.getByTestId("notification-row").filter({ hasText: "subscribed to you" })).toHaveCount(3);
  await page.screenshot({ path: `${OUTPUT}/notifications-page-en.png`, fullPage: true });

  // Tunisian (the default, right to left) on a phone: the same notification in Tunisian, nothing overflows
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  // a reader who chose Tunisian (the browser itself asks for English)
  await phone.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: baseURL! }]);
  const mobile = await phone.newPage();
  await logIn(mobile, star.email, star.password, "");
  await mobile.goto("/notifications?filter=likes");
  await expect(mobile.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(mobile.getByRole("heading", { level: 1, name: "النوتيفيكاسيونات" })).toBeVisible();
  await expect(mobile.getByTestId("notification-row")).toHaveCount(1);
  await expect(mobile.getByTestId("notification-row").first()).toContainText("Omar Fan وزوز آخرين عملو لايك على البوست متاعك");
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await mobile.screenshot({ path: `${OUTPUT}/notifications-page-tn-mobile.png`, fullPage: true });
  // and in the phone's bell
  await mobile.getByTestId("notification-bell").click();
  await expect(mobile.getByRole("menu").getByRole("menuitem").filter({ hasText: "عملو لايك" })).toHaveCount(1);
  await mobile.screenshot({ path: `${OUTPUT}/notifications-bell-tn-mobile.png` });
  await phone.close();
});
