import { expect, test, type APIRequestContext, type Page } from "./fixtures";

const OUTPUT = "tests/e2e/output";
// The demo admin's password is random (shown once by npm start); the e2e stack makes this run's
// admin with `npm run admin:create` and passes its credentials here.
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: false });
}

/** A contact submission and a newsletter address only this test uses. */
async function freshContact(request: APIRequestContext, name: string) {
  const res = await request.post("/api/contact", {
    headers: { "x-forwarded-for": ip() },
    data: { name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.test`, message: `Message de test ${name}: une question assez longue sur la plateforme et ses abonnements.` },
  });
  expect(res.status()).toBe(201);
}

async function freshSubscriber(request: APIRequestContext, email: string) {
  const res = await request.post("/api/newsletter", { headers: { "x-forwarded-for": ip() }, data: { email } });
  expect(res.ok()).toBe(true);
}

/** Signs in through the API (same calls as the page), leaving the admin cookie in the context. */
async function signInByApi(page: Page) {
  const login = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  expect((await page.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
}

const sidebar = (page: Page) => page.getByTestId("admin-sidebar");

test.describe("admin guard", () => {
  test("an anonymous visitor of /admin is sent to /admin-login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole("heading", { name: "Espace administrateur" })).toBeVisible();
    await expect(page.getByTestId("admin-greeting")).toHaveText(/^(Bonjour|Bon après-midi|Bonsoir)$/);
  });

  test("a signed-in member visiting /admin is sent to /admin-login", async ({ page }) => {
    await page.goto("/en/login");
    await page.getByLabel("Email").fill("omar@demo.velvet");
    await page.getByLabel("Password", { exact: true }).fill("Password123!");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 20_000 });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login$/);
    // The member's own token put in the admin cookie does not open the door either.
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
    expect(session).toBeTruthy();
    await page.context().addCookies([{ name: "admin_token", value: session!.value, url: page.url() }]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test("the sign-in form requires both fields and reports a member account", async ({ page }) => {
    await page.goto("/admin-login");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Veuillez saisir le nom d'utilisateur et le mot de passe.");
    await page.getByLabel("Nom d'utilisateur").fill("omar");
    await page.getByLabel("Mot de passe", { exact: true }).fill("Password123!");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Ce compte n'a pas d'accès administrateur", { timeout: 15_000 }); // the back office is French, its errors included (issue 20)
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test.describe("admin back office (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("signs in, reviews and deletes a contact, unsubscribes an address, signs out", async ({ page }) => {
    const name = `Leila Test ${tag()}`;
    await freshContact(page.request, name);
    const email = `reader.${tag()}@example.test`;
    await freshSubscriber(page.request, email);

    await page.goto("/admin-login");
    await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
    await page.getByLabel("Mot de passe", { exact: true }).fill(ADMIN.password);
    // Hold the answer a moment to see the submitting state (the admin area signs in through
    // POST /api/auth/admin-session, which sets its httpOnly cookie itself).
    await page.route("**/api/auth/admin-session", async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("button", { name: "Connexion en cours..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^(Bonjour|Bonsoir), admin$/);
    await expect(sidebar(page)).toHaveAttribute("data-collapsed", "false");
    await expect(sidebar(page)).toHaveCSS("width", "280px");
    await shot(page, "admin-desktop-dashboard-sidebar-expanded");

    await sidebar(page).getByRole("button", { name: "Replier le menu" }).click();
    await expect(sidebar(page)).toHaveCSS("width", "80px");
    await shot(page, "admin-desktop-sidebar-collapsed");
    await sidebar(page).getByRole("button", { name: "Déplier le menu" }).click();
    await expect(sidebar(page)).toHaveCSS("width", "280px");

    // Contact: the menu folds back after the click; the header names the section.
    await sidebar(page).getByRole("button", { name: "Formulaires de contact" }).click();
    await expect(sidebar(page)).toHaveAttribute("data-collapsed", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Formulaires de contact" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("cell", { name: "Leila Bouzid" }).first()).toBeVisible();
    await expect(table.getByRole("cell", { name: "John Carter" }).first()).toBeVisible();
    await shot(page, "admin-desktop-contact-table");

    await page.getByRole("searchbox", { name: "Rechercher un contact" }).fill("LEILA");
    // Case-insensitive over name, e-mail and message: John Carter goes, the Leilas (seeded and ours) stay.
    await expect(table.getByRole("cell", { name: "John Carter" })).toHaveCount(0);
    await expect(table.getByRole("cell", { name, exact: true })).toBeVisible();
    for (const text of await table.locator("tbody tr").allInnerTexts()) expect(text.toLowerCase()).toContain("leila");
    await page.getByRole("searchbox", { name: "Rechercher un contact" }).fill(name);
    await expect(table.getByRole("row")).toHaveCount(2);
    // Previews are cut at 40 characters in the table.
    await expect(table.getByRole("cell", { name: /^Message de test .*\.\.\.$/ })).toHaveText(/^.{40}\.\.\.$/);

    await page.getByRole("button", { name: `Voir le message de ${name}` }).click();
    const detail = page.getByRole("dialog", { name: "Détail du contact" });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("une question assez longue sur la plateforme et ses abonnements.");
    await shot(page, "admin-desktop-contact-detail");
    await detail.getByRole("button", { name: "Fermer" }).click();
    await expect(detail).toBeHidden();

    await page.getByRole("button", { name: `Supprimer le message de ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Confirmation" });
    await expect(confirm).toContainText("Are you sure you want to delete this contact?");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Contact deleted successfully")).toBeVisible();
    await expect(page.getByText("Aucun contact trouvé")).toBeVisible();

    // Newsletter.
    await sidebar(page).getByRole("button", { name: "Newsletter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Rechercher un abonné" }).fill(email.toUpperCase());
    const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Abonné");
    await shot(page, "admin-desktop-newsletter");
    await row.getByRole("button", { name: `Désabonner ${email}` }).click();
    const confirm2 = page.getByRole("dialog", { name: "Confirmation" });
    await expect(confirm2).toContainText("Are you sure you want to unsubscribe this user?");
    await confirm2.getByRole("button", { name: "Désabonner" }).click();
    await expect(page.getByText("User unsubscribed successfully")).toBeVisible();
    await expect(page.getByText("Aucun abonné trouvé")).toBeVisible();

    // Déconnexion clears the admin cookie.
    await sidebar(page).getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect((await page.context().cookies()).some((c) => c.name === "admin_token")).toBe(false);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-login$/);

    // The member site still loads fully after the admin area (another root layout).
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("admin back office (390 px phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("contact cards, the full-screen detail sheet and the newsletter list", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(sidebar(page)).toHaveAttribute("data-collapsed", "true");
    await shot(page, "admin-phone-dashboard");

    await sidebar(page).getByRole("button", { name: "Formulaires de contact" }).click();
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByTestId("contact-card").filter({ hasText: "Leila Bouzid" }).first();
    await expect(card).toBeVisible();
    // Card previews are cut at 30 characters.
    await expect(card).toContainText("Bonjour, je voudrais savoir co...");
    await shot(page, "admin-phone-contact-cards");

    await card.getByRole("button", { name: "Voir le message de Leila Bouzid" }).click();
    const sheet = page.getByRole("dialog", { name: "Détail du contact" });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(843);
    await shot(page, "admin-phone-contact-sheet");
    await sheet.getByRole("button", { name: "Fermer" }).click();

    await sidebar(page).getByRole("button", { name: "Déplier le menu" }).click();
    await shot(page, "admin-phone-sidebar-open");
    await sidebar(page).getByRole("button", { name: "Newsletter" }).click();
    await expect(page.getByRole("row", { name: /news\.fan@example\.com/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "admin-phone-newsletter");
  });
});
