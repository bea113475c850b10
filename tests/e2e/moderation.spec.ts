// Moderation end to end: a fan reports a post from its menu, an admin removes it with a reason in
// /admin (Signalements), the creator reads the statement of reasons and appeals; with screenshots
// of the report dialog and the back office at 375 px and on a desktop.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./fixtures";
import { makeVerifiedTrustedCreator } from "./creators";

const OUTPUT = "tests/e2e/output";
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.68.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

type Account = { id: string; token: string; email: string; password: string; username: string };

async function register(browser: Browser, baseURL: string): Promise<Account> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const form = { username: `m${id}`.slice(0, 20), email: `mod_${id}@example.test`, password: `Pw-${id}-long!`, firstName: "Mod", lastName: `Test ${id}`, dateOfBirth: "1990-04-15" };
  const page = await browser.newPage({ baseURL });
  const res = await page.request.post("/api/users/register", { headers: { "x-forwarded-for": ip() }, data: form });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { _id: string; token: string };
  await page.close();
  return { id: body._id, token: body.token, email: form.email, password: form.password, username: form.username };
}

async function signedIn(browser: Browser, baseURL: string, who: Account, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/en/login");
  const form = page.getByRole("main").locator("form");
  await form.locator('input[name="email"]').fill(who.email);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
  return { context, page };
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage });
}

test("a fan reports a post from its menu, an admin removes it with a reason, the creator reads the statement of reasons and appeals", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const creator = await register(browser, baseURL!);
  await makeVerifiedTrustedCreator(creator.id);
  const fan = await register(browser, baseURL!);

  // the creator publishes a post (through the API)
  const api = await browser.newPage({ baseURL });
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#8e44ad" } }).jpeg().toBuffer();
  const made = await api.request.post("/api/posts/exclusive-content", {
    headers: { authorization: `Bearer ${creator.token}` },
    multipart: { title: "Moderation e2e post", description: "words", media: { name: "a.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(made.status()).toBe(201);
  const postId = ((await made.json()) as { post: { _id: string } }).post._id;

  // the fan reports it from the post's menu in the home feed (mobile width)
  const f = await signedIn(browser, baseURL!, fan, 375);
  await f.page.goto("/en");
  const card = f.page.locator(`[data-testid="post-card"][data-post-id="${postId}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole("button", { name: "More actions" }).click();
  await f.page.getByRole("menuitem", { name: "Report" }).click();
  const dialog = f.page.getByRole("dialog", { name: "Report this post" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Spam or scam" }).check();
  await dialog.getByLabel("Details (optional)").fill("Posted the same advert many times");
  await shot(f.page, "moderation-report-dialog-mobile", false);
  await dialog.getByRole("button", { name: "Send report" }).click();
  const reference = (await dialog.getByTestId("report-reference").textContent())!.trim();
  expect(reference).toMatch(/^R-[A-Z0-9]{6}$/);
  await f.context.close();

  // the admin decides it in Signalements: remove, with a reason
  const admin = await browser.newPage({ baseURL });
  const login = await admin.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  expect((await admin.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
  const reason = "Repeated advertising, see section Respect";
  for (const [size, w, h] of [
    ["mobile", 375, 812],
    ["desktop", 1280, 900],
  ] as const) {
    await admin.setViewportSize({ width: w, height: h });
    await admin.goto("/admin");
    const menu = admin.getByTestId("admin-sidebar");
    if ((await menu.getAttribute("data-collapsed")) === "true") await menu.getByRole("button", { name: "Déplier le menu" }).click();
    await menu.getByRole("button", { name: "Signalements" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Signalements" })).toBeVisible();
    await admin.getByRole("searchbox", { name: "Rechercher un signalement" }).fill(reference);
    await expect(admin.locator(`[data-testid="report-row"][data-reference="${reference}"]`)).toContainText("Moderation e2e post");
    await admin.waitForTimeout(400); // the menu's fold
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(admin, `admin-reports-${size}`);
  }
  const row = admin.locator(`[data-testid="report-row"][data-reference="${reference}"]`);
  await row.getByRole("button", { name: "Décider" }).click();
  const decide = admin.getByTestId("decide-dialog");
  await decide.getByLabel("Action").selectOption("remove");
  await decide.getByRole("button", { name: "Enregistrer la décision" }).click();
  await expect(decide.getByText("Veuillez indiquer le motif (3 caractères au moins).")).toBeVisible();
  await decide.getByLabel("Motif (montré tel quel à l'auteur)").fill(reason);
  await decide.getByRole("button", { name: "Enregistrer la décision" }).click();
  await expect(admin.getByText("Décision enregistrée")).toBeVisible();
  // Membres: the creator's reports, with the decision
  const sidebar = admin.getByTestId("admin-sidebar");
  if ((await sidebar.getAttribute("data-collapsed")) === "true") await sidebar.getByRole("button", { name: "Déplier le menu" }).click();
  await sidebar.getByRole("button", { name: "Membres" }).click();
  await admin.getByRole("searchbox", { name: "Rechercher un membre" }).fill(creator.username);
  await admin.getByTestId("member-rows").getByRole("button", { name: `Voir @${creator.username}` }).click();
  const member = admin.getByRole("dialog", { name: `@${creator.username}` });
  await expect(member).toContainText(reference);
  await expect(member).toContainText(reason);
  await expect(member.getByRole("button", { name: "Bannir" })).toBeVisible();
  await shot(admin, "admin-member-desktop", false);
  await admin.close();

  // the creator is told (notification), reads the statement of reasons and appeals once
  const c = await signedIn(browser, baseURL!, creator);
  const notes = await c.page.request.get("/api/notifications?limit=20", { headers: { authorization: `Bearer ${creator.token}` } });
  const statement = ((await notes.json()) as { notifications: { actionUrl: string | null; message: string }[] }).notifications.find((n) => n.actionUrl?.startsWith("/moderation/"));
  expect(statement?.message).toContain(reason);
  await c.page.goto(`/en${statement!.actionUrl}`);
  const page = c.page.getByTestId("moderation-case");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statement of reasons: a moderation decision");
  await expect(page).toContainText("We removed your post.");
  await expect(page).toContainText(reason);
  await expect(page.getByRole("link", { name: "Spam and scams" })).toHaveAttribute("href", /\/guidelines#spam$/);
  await page.getByTestId("appeal-message").fill("It was three different offers, not the same advert");
  await page.getByTestId("appeal-send").click();
  await expect(page.getByTestId("appeal-status")).toHaveText("Your appeal is being reviewed.");
  await shot(c.page, "moderation-case-desktop");
  // the post is gone for the fan, and a second appeal is refused
  const again = await c.page.request.post("/api/appeals", {
    headers: { authorization: `Bearer ${creator.token}` },
    data: { reportId: statement!.actionUrl!.split("/").pop(), message: "once more" },
  });
  expect(again.status()).toBe(409);
  await c.context.close();

  // a visitor without an account reports through /report (Tunisian, the default language)
  const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await visitor.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: baseURL! }]);
  const v = await visitor.newPage();
  await v.goto("/report");
  const form = v.getByTestId("report-form");
  await form.getByLabel("العنوان متاع البوست ولا البروفيل").fill(`${baseURL}/profile/${creator.username}`);
  await form.getByLabel("علاش تبلّغ على هذا؟").selectOption("impersonation");
  await form.getByRole("button", { name: "ابعث البلاغ" }).click();
  await expect(form.getByText("اكتب الإيمايل متاعك")).toBeVisible();
  await form.getByLabel("الإيمايل متاعك (باش نقولولك النتيجة)").fill("witness@example.test");
  await shot(v, "moderation-report-page-mobile-tn");
  await form.getByRole("button", { name: "ابعث البلاغ" }).click();
  await expect(v.locator("strong", { hasText: /^R-[A-Z0-9]{6}$/ })).toBeVisible();
  await visitor.close();
});
