// Blocks and geo-blocking in the browser: a fan blocks a creator from the profile's menu, finds
// them in settings and unblocks them; a visitor from a geo-blocked country sees "not available".
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const GB = "81.2.69.142";
const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function signUp(request: APIRequestContext, firstName: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { firstName, lastName: "Test", username: `${firstName.toLowerCase()}_${tag}`, email: `${firstName.toLowerCase()}_${tag}@example.com`, password: "Velvet!2026", dateOfBirth: "1994-09-03" };
  const res = await request.post("/api/users/register", { data: user, headers: { "x-forwarded-for": randomIp() } });
  expect(res.status()).toBe(201);
  return { ...user, token: (await res.json()).token as string };
}

async function signIn(page: Page, email: string, password: string) {
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/en\/?$/);
}

test("a fan blocks a creator from the profile menu and unblocks them in settings; a geo-blocked visitor sees 'not available'", async ({ page, request, browser }) => {
  const star = await signUp(request, "Yasmine");
  const auth = { authorization: `Bearer ${star.token}` };
  expect((await request.put("/api/users/subscription-price", { data: { price: 9 }, headers: auth })).status()).toBe(200);
  const fan = await signUp(request, "Sami");
  await signIn(page, fan.email, fan.password);

  page.on("dialog", (d) => void d.accept());
  await page.goto(`/en/profile/${star.username}`);
  await page.getByTestId("member-menu").click();
  await page.getByRole("menuitem", { name: "Block" }).click();
  await expect(page.getByText(`@${star.username} is blocked`)).toBeVisible();

  await page.goto("/en/settings#blocked");
  const list = page.getByTestId("blocked-list");
  await expect(list.getByText(`@${star.username}`)).toBeVisible();
  await expect(page.getByTestId("geo-block-settings")).toBeVisible();
  await page.getByTestId("geo-block-settings").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUTPUT}/blocks-settings-en-desktop.png`, fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId("blocked-list").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUTPUT}/blocks-settings-en-375.png`, fullPage: false });
  await list.getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByText("You have not blocked anyone.")).toBeVisible();

  // the creator closes their profile to the United Kingdom: a visitor from there sees the notice
  expect((await request.put("/api/users/geo-block", { data: { countries: ["GB"] }, headers: auth })).status()).toBe(200);
  const baseURL = new URL(page.url()).origin;
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": GB }, viewport: { width: 375, height: 812 } });
  await visitor.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: baseURL }]);
  const there = await visitor.newPage();
  await there.goto(`/profile/${star.username}`);
  await expect(there.getByTestId("region-unavailable")).toBeVisible();
  await expect(there.getByText(star.username)).toHaveCount(0);
  await there.screenshot({ path: `${OUTPUT}/geo-unavailable-tn-375.png` });
  await there.goto(`/en/profile/${star.username}`);
  await expect(there.getByRole("heading", { name: "Not available in your region" })).toBeVisible();
  await visitor.close();
});
