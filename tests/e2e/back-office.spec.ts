import { expect, test, type Page } from "./fixtures";

// The back office's content sections end to end: an admin writes and publishes an article in
// "Blog", finds it in "Gestion de blog", reads it on the public site; edits a help page in
// "Services" and sees it on /fr/help; the public /categories page in tn and en.

const OUTPUT = "tests/e2e/output";
const ADMIN = { username: process.env.TEST_ADMIN_USERNAME ?? "admin", password: process.env.TEST_ADMIN_PASSWORD ?? "" };
const ip = () => `10.67.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const shot = (page: Page, name: string) => page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: false });

async function signIn(page: Page) {
  const login = await page.request.post("/api/auth/login", { headers: { "x-forwarded-for": ip() }, data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  expect((await page.request.post("/api/auth/admin-session", { data: { token } })).status()).toBe(200);
}

async function open(page: Page, section: string) {
  const menu = page.getByTestId("admin-sidebar");
  if ((await menu.getAttribute("data-collapsed")) === "true") await menu.getByRole("button", { name: "Déplier le menu" }).click();
  await menu.getByRole("button", { name: section, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  await page.waitForTimeout(400); // the menu's fold
}

test("an admin publishes an article and edits a help page; visitors read them", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin");
  await expect(page.getByTestId("count-payoutsWaiting")).toBeVisible();
  await expect(page.getByTestId("count-newMembersToday")).toBeVisible();
  await shot(page, "back-office-dashboard-desktop");

  const title = `Nouvelles ${tag()}`;
  await open(page, "Blog");
  await page.getByLabel("Titre").fill(title);
  const slug = await page.getByLabel("Slug (adresse : /blog/...)").inputValue();
  expect(slug).toMatch(/^nouvelles-/);
  await page.getByLabel("Texte (Markdown)").fill("Un **grand** jour.\n\n## Programme {#programme}\n\n- musique\n- cuisine");
  await page.getByLabel("Publier sur le site").check();
  await page.getByRole("button", { name: "Créer l'article" }).click();
  await expect(page.getByText("Article créé")).toBeVisible();
  await shot(page, "back-office-blog-editor-desktop");

  await open(page, "Gestion de blog");
  await page.getByRole("searchbox", { name: "Rechercher un article" }).fill(slug);
  const row = page.getByTestId("admin-blog").locator("li").filter({ hasText: title });
  await expect(row).toContainText("Publié");
  await shot(page, "back-office-blog-list-desktop");

  const visitor = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto(`/fr/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "grand" })).toBeVisible();
  await expect(visitor.locator("h2#programme")).toHaveText("Programme");
  await shot(visitor, "back-office-blog-article-fr");

  await open(page, "Services");
  await page.getByLabel("Page", { exact: true }).selectOption("help");
  await page.getByLabel("Langue").selectOption("fr");
  const marker = `Horaires du support ${tag()}`;
  const body = page.getByLabel("Texte (Markdown)");
  await expect(body).toHaveValue(/Les réponses aux questions/);
  await body.fill(`## Nous joindre {#contact}\n\n${marker}`);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Page enregistrée")).toBeVisible();
  await expect(page.getByTestId("page-state")).toContainText(`Modifiée par ${ADMIN.username}`);
  await shot(page, "back-office-services-desktop");
  await visitor.goto("/fr/help");
  await expect(visitor.getByText(marker)).toBeVisible();
  await visitor.goto("/en/help");
  await expect(visitor.getByText(marker)).toHaveCount(0);

  // back to the default text
  await page.getByRole("button", { name: "Revenir au texte par défaut" }).click();
  await page.getByRole("dialog", { name: "Confirmation" }).getByRole("button", { name: "Revenir au texte par défaut" }).click();
  await expect(page.getByTestId("page-state")).toHaveText("Texte par défaut");
  await visitor.goto("/fr/help");
  await expect(visitor.getByText(marker)).toHaveCount(0);
  await visitor.close();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the categories page (tn, en) and the admin's categories", async ({ page }) => {
    // Tunisian, the default language (no prefix): "/tn/..." sets the language cookie and redirects
    await page.goto("/tn/categories");
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("category").filter({ hasText: "Fitness" })).toContainText("@karim.fit");
    await shot(page, "back-office-categories-tn-phone");
    await page.goto("/en/categories");
    await expect(page.getByTestId("category").filter({ hasText: "Musique" })).toContainText("@lina.sounds");
    await page.getByTestId("category").filter({ hasText: "Cuisine" }).getByRole("link", { name: "See them on Discover" }).click();
    await expect(page).toHaveURL(/\/en\/discover\?category=cooking/);
    await expect(page.getByRole("button", { name: "Cuisine", pressed: true })).toBeVisible();
    await expect(page.getByText("@nour.cooks").first()).toBeVisible();
    await shot(page, "back-office-discover-filter-en-phone");

    await signIn(page);
    await page.goto("/admin");
    await open(page, "Catégories");
    await expect(page.getByTestId("admin-categories")).toContainText("Lifestyle");
    await shot(page, "back-office-categories-admin-phone");
    await open(page, "Gestion de blog");
    await expect(page.getByTestId("admin-blog")).toContainText("Bienvenue sur Velvet");
    await shot(page, "back-office-blog-list-phone");
  });
});
