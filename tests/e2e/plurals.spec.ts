// Tunisian counts like Arabic in the browser too (shared/i18n/tunisian-plurals.ts, installed by
// instrumentation-client.ts): a post card drawn in the browser says "زوز تصاور" (two photos) and
// "3 تصاور" (three), as the server's pages do, not Setswana's one/other ("2 تصويرة"), which Intl
// gives for the code "tn". And the page hydrates without a mismatch (the suite fails on console errors).
import sharp from "sharp";
import { expect, test, type APIRequestContext } from "./fixtures";
import { makeVerifiedTrustedCreator } from "./creators";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Velvet!2026";
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(request: APIRequestContext, prefix: string) {
  const t = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { firstName: "Ines", lastName: "Gharbi", username: `${prefix}_${t}`, email: `${prefix}_${t}@example.com`, password: PASSWORD, dateOfBirth: "1994-05-02" };
  const res = await request.post("/api/users/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id: string; token: string };
  return { ...user, id: body._id, token: body.token };
}

const photo = (hue: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 255 - hue, b: 120 } } }).jpeg().toBuffer();

async function postWithPhotos(request: APIRequestContext, token: string, title: string, count: number): Promise<string> {
  const form = new FormData();
  form.append("title", title);
  form.append("description", `${count} photos`);
  for (let i = 0; i < count; i++) form.append("media", new Blob([new Uint8Array(await photo(40 * i + 20))], { type: "image/jpeg" }), `p${i}.jpg`);
  const res = await request.post("/api/posts/exclusive-content", { headers: auth(token), multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { post: { _id: string } }).post._id;
}

test("a locked post's photo count in Tunisian uses Arabic's plural forms in the browser", async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const star = await register(request, "pluralstar");
  await makeVerifiedTrustedCreator(star.id);
  expect((await request.put("/api/users/subscription-price", { headers: auth(star.token), data: { price: 5 } })).status()).toBe(200);
  const two = await postWithPhotos(request, star.token, "Two", 2);
  const three = await postWithPhotos(request, star.token, "Three", 3);

  const visitor = await register(request, "pluralfan");
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/login");
  const form = page.getByRole("main").locator("form");
  await form.locator('input[name="email"]').fill(visitor.email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("notification-bell")).toBeVisible({ timeout: 20_000 });

  // without subscriptions, the home feed suggests posts: these come locked, drawn in the browser
  await page.goto("/");
  const card = (id: string) => page.locator(`[data-testid="post-card"][data-post-id="${id}"]`).getByTestId("locked-post");
  await expect(card(two)).toContainText("زوز تصاور", { timeout: 20_000 });
  await expect(card(three)).toContainText("3 تصاور");
  await expect(card(two)).not.toContainText("2 تصويرة");
  await page.screenshot({ path: `${OUTPUT}/plurals-locked-tn-mobile.png`, fullPage: true });
  await context.close();
});
