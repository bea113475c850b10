import { expect, test } from "./fixtures";

// Errors speak the reader's language (decision 041): on the French site, a refusal of the server
// shows the French dictionary's text for its code, even when the browser asks for English.

function uniqueUser() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: "Amira",
    lastName: "Ben Salah",
    username: `amira_${tag}`,
    email: `amira_${tag}@example.com`,
    password: "Velvet!2026",
    dateOfBirth: "1995-03-08",
  };
}

test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" } });

test("a taken username on the French sign-up page is refused in French", async ({ page, request }) => {
  const first = uniqueUser();
  const created = await request.post("/api/users/register", { data: first, headers: { "x-forwarded-for": "10.20.30.41" } });
  expect(created.status()).toBe(201);

  // the same username, another e-mail: the server answers 409 USERNAME_TAKEN
  const again = { ...uniqueUser(), username: first.username };
  await page.goto("/fr/signup");
  await page.getByLabel("Prénom").fill(again.firstName);
  await page.getByLabel("Nom", { exact: true }).fill(again.lastName);
  await page.getByLabel("Nom d'utilisateur").fill(again.username);
  await page.getByLabel("E-mail").fill(again.email);
  await page.getByLabel("Date de naissance").fill(again.dateOfBirth);
  await page.getByLabel("Mot de passe", { exact: true }).fill(again.password);
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(again.password);
  const answer = page.waitForResponse((res) => res.url().endsWith("/api/users/register") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Créer un compte" }).click();
  const body = await (await answer).json();
  expect(body).toMatchObject({ success: false, code: "USERNAME_TAKEN" });

  await expect(page.locator("form").getByRole("alert").first()).toHaveText("Ce nom d'utilisateur est déjà pris");
  await expect(page.getByText("This username is already taken")).toHaveCount(0);
  await page.screenshot({ path: "tests/e2e/output/errors-fr-username-taken.png", fullPage: true });
});
