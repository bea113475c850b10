// Creator verification end to end (issue 19 point 4): a member sends their documents from
// /verification, an admin sees them in "Vérifications" through short-lived links and refuses with a
// reason, and the member reads that reason on their page.
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { languageTag } from "../../i18n/locales";

const OUTPUT = "tests/e2e/output";
const SLOW = { timeout: 20_000 };
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const photo = (color: string) => sharp({ create: { width: 320, height: 200, channels: 3, background: color } }).jpeg().toBuffer();

test("a member sends identity documents, an admin refuses them with a reason, the member reads it", async ({ browser, request }) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const member = { username: `ver${id}`.slice(0, 20), email: `ver_${id}@example.test`, password: `Pw-${id}-long!`, firstName: "Rim", lastName: "Test", dateOfBirth: "1993-04-02" };
  expect((await request.post("/api/users/register", { data: member, headers: { "x-forwarded-for": ip() } })).status()).toBe(201);

  const mctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await mctx.newPage();
  await page.goto("/en/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible(SLOW);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/en/verification");
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "none", SLOW);
  await page.getByLabel("Legal name (as on your document)").fill("Rim Ben Test");
  await page.getByLabel("Date of birth").fill("1993-04-02");
  await page.getByLabel("Country of the document (two-letter code, e.g. TN)").fill("TN");
  await page.getByLabel("Photo of your identity document").setInputFiles({ name: "id.jpg", mimeType: "image/jpeg", buffer: await photo("#2a9d8f") });
  await page.getByLabel("A selfie of your face").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await photo("#e76f51") });
  await page.screenshot({ path: `${OUTPUT}/verification-en-375-form.png`, fullPage: true });
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "pending", SLOW);
  // the same page in Tunisian (the default language, right to left)
  await mctx.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: new URL("/", page.url()).toString() }]);
  await page.goto("/verification");
  await expect(page.locator("html")).toHaveAttribute("lang", languageTag("tn"));
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "pending", SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("توثيق صانع المحتوى");
  await page.screenshot({ path: `${OUTPUT}/verification-tn-375-pending.png`, fullPage: true });

  // the admin's side, on a desktop
  const actx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await actx.newPage();
  const login = await admin.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  expect((await admin.request.post("/api/auth/admin-session", { data: { token: ((await login.json()) as { token: string }).token } })).status()).toBe(200);
  await admin.goto("/admin");
  await admin.getByTestId("admin-sidebar").getByRole("button", { name: "Vérifications" }).click();
  await admin.getByRole("searchbox", { name: "Rechercher une vérification" }).fill(member.username);
  const card = admin.getByTestId("verification-card").filter({ hasText: `@${member.username}` });
  await expect(card).toBeVisible(SLOW);
  await expect(card).toContainText("Rim Ben Test");
  const thumb = card.locator("img").first();
  await expect.poll(() => thumb.evaluate((el) => (el as HTMLImageElement).naturalWidth), SLOW).toBe(320);
  await admin.screenshot({ path: `${OUTPUT}/admin-verifications-desktop.png` });
  await card.getByRole("button", { name: /^Refuser la vérification/ }).click();
  await admin.getByLabel("Motif (montré au membre)").fill("La photo du document est floue");
  await admin.getByRole("dialog").getByRole("button", { name: "Refuser" }).click();
  await expect(admin.getByText("Vérification refusée")).toBeVisible(SLOW);
  await expect(card).toHaveCount(0);

  await page.goto("/en/verification");
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "rejected", SLOW);
  await expect(page.getByTestId("identity-status")).toContainText("Reason: La photo du document est floue");
  await expect(page.getByTestId("verification-form")).toBeVisible();
  await mctx.close();
  await actx.close();
});

test("the admin's verification queue on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const login = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/api/auth/admin-session", { data: { token: ((await login.json()) as { token: string }).token } })).status()).toBe(200);
  await page.goto("/admin");
  await page.getByTestId("admin-sidebar").getByRole("button", { name: "Vérifications" }).click();
  await expect(page.getByRole("group", { name: "Type de vérification" })).toBeVisible(SLOW);
  await expect(page.getByText("Chargement...")).toHaveCount(0, SLOW);
  await page.screenshot({ path: `${OUTPUT}/admin-verifications-375.png` });
});
