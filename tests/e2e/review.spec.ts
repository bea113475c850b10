// Review before publication and takedown notices in the browser: a new (untrusted) creator's post
// waits "in review" on their own profile, an admin rejects it from Relecture with a reason and the
// creator sees it "not approved"; a visitor sends a copyright notice from /dmca and it shows in
// Retraits (DMCA). Screenshots at 375 px and on a desktop, in English and Tunisian.
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";

const OUTPUT = "tests/e2e/output";
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.68.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: false });
}

async function adminPage(page: Page, section: string) {
  const login = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  expect((await page.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
  await page.goto("/admin");
  const menu = page.getByTestId("admin-sidebar");
  if ((await menu.getAttribute("data-collapsed")) === "true") await menu.getByRole("button", { name: "Déplier le menu" }).click();
  await menu.getByRole("button", { name: section }).click();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  await page.waitForTimeout(400); // the menu's fold
}

test("a new creator's post waits in review; the admin rejects it with a reason; the creator sees it", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const t = tag();
  const user = { firstName: "Rania", lastName: "Trabelsi", username: `rania_${t}`, email: `rania_${t}@example.com`, password: "Velvet!2026", dateOfBirth: "1994-05-06" };
  const creator = await browser.newContext({ baseURL });
  const reg = await creator.request.post("/api/users/register", { data: user, headers: { "x-forwarded-for": ip() } });
  expect(reg.status()).toBe(201);
  const { token } = (await reg.json()) as { token: string };
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#8e44ad" } }).jpeg().toBuffer();
  const posted = await creator.request.post("/api/posts/exclusive-content", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title: `Première ${t}`, description: "Une photo en attente de relecture", media: { name: "a.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(posted.status()).toBe(201);
  expect(((await posted.json()) as { post: { status: string } }).post.status).toBe("in_review");

  // the creator sees it on their own profile, labelled
  const page = await creator.newPage();
  await page.goto("/en/login");
  const form = page.getByRole("main").locator("form");
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en/profile/${user.username}`);
  await expect(page.getByTestId("post-moderation-status")).toContainText("In review");
  await page.getByTestId("post-moderation-status").scrollIntoViewIfNeeded();
  await shot(page, "review-owner-in-review-en-mobile");

  // Relecture: found by the creator's name, rejected with a reason
  const admin = await browser.newPage({ baseURL });
  for (const [size, w, h] of [["mobile", 375, 812], ["desktop", 1280, 900]] as const) {
    await admin.setViewportSize({ width: w, height: h });
    await adminPage(admin, "Relecture");
    await admin.getByRole("searchbox", { name: "Rechercher une publication" }).fill(user.username);
    await expect(admin.getByTestId("review-card")).toHaveCount(1);
    await expect(admin.getByTestId("review-card").locator("img")).toHaveCount(1);
    await shot(admin, `admin-reviews-${size}`);
  }
  await admin.getByRole("button", { name: `Refuser « Première ${t} »` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Refuser" }).click();
  await expect(admin.getByText("Indiquez un motif.")).toBeVisible();
  await admin.getByLabel("Motif (envoyé au créateur)").fill("Le filigrane d'un autre site est visible.");
  await admin.getByRole("dialog").getByRole("button", { name: "Refuser" }).click();
  await expect(admin.getByText("Publication refusée")).toBeVisible();
  await expect(admin.getByTestId("review-card")).toHaveCount(0);
  await adminPage(admin, "Journal d'audit");
  await admin.getByRole("searchbox", { name: "Rechercher" }).fill("review.reject");
  await expect(admin.getByTestId("audit-rows").getByText("review.reject").first()).toBeVisible();
  await shot(admin, "admin-audit-desktop");
  await admin.close();

  // the creator now reads "not approved", in Tunisian too
  await page.setViewportSize({ width: 1280, height: 900 });
  await creator.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: baseURL! }]);
  await page.goto(`/profile/${user.username}`);
  await expect(page.getByTestId("post-moderation-status")).toContainText("ما تقبلش");
  await shot(page, "review-owner-rejected-tn-desktop");
  await creator.close();
});

test("a visitor sends a copyright notice from /dmca and the admin sees it in Retraits (DMCA)", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/en/dmca");
  const form = page.getByRole("form", { name: "Send a copyright notice" });
  await form.getByRole("button", { name: "Send the notice" }).click();
  await expect(form.getByText("You must confirm the statement")).toBeVisible();
  await form.getByLabel("Your full name", { exact: true }).fill("Studio Lumière");
  await form.getByLabel("Your e-mail").fill(`rights_${tag()}@studio.example`);
  await form.getByLabel("Addresses of the content on Velvet (one per line)").fill(new URL("/profile/yasmine.art", baseURL).toString());
  await form.getByLabel("The work you own and how it is infringed").fill("Our catalogue photos appear on this profile without a licence.");
  await form.getByLabel(/I state, under penalty of perjury/).check();
  await form.getByLabel("Signature (type your full name)").fill("Claire Dupont");
  await shot(page, "dmca-form-en-mobile");
  await form.getByRole("button", { name: "Send the notice" }).click();
  const received = page.getByTestId("takedown-received");
  await expect(received).toContainText(/Your reference is TD-[A-Z0-9]{8}/);
  const reference = (await received.textContent())!.match(/TD-[A-Z0-9]{8}/)![0];

  const admin = await browser.newPage({ baseURL });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await adminPage(admin, "Retraits (DMCA)");
  await admin.getByRole("searchbox", { name: "Rechercher une notification" }).fill(reference);
  await expect(admin.getByTestId("takedown-card")).toHaveCount(1);
  await expect(admin.getByTestId("takedown-card")).toContainText("@yasmine.art");
  await shot(admin, "admin-takedowns-desktop");
  await admin.close();
});
