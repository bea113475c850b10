import { deflateSync, crc32 } from "node:zlib";
import { expect, test, type Page } from "./fixtures";
import { languageTag } from "../../i18n/locales";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Password123!";

/** A small solid-colour PNG, built in memory (the server re-encodes it with sharp). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function login(page: Page, email: string, password = PASSWORD) {
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/en\/?$/);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${OUTPUT}/${name}.png`, fullPage: true });
}

const postCards = (page: Page) => page.getByTestId("post-card");

test.describe("signed-in home: feed, composer, likes, comments, tips", () => {
  test("a creator publishes a post with two photos and sees it on top of the feed", async ({ page }) => {
    await login(page, "yasmine_art@demo.velvet");
    // Yasmine subscribes to nobody: her home shows suggested posts, her own among them.
    await expect(page.getByRole("heading", { name: "Suggested Posts" })).toBeVisible();
    const title = `Two blues ${Date.now().toString(36)}`;

    await page.getByRole("button", { name: /What do you want to share/ }).click();
    const share = page.getByRole("button", { name: "Share" });
    await expect(share).toBeDisabled();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Morning light over Sidi Bou Said, in two frames.");
    await expect(share).toBeDisabled(); // still no file
    await page.getByTestId("composer-photos").setInputFiles([
      { name: "first.png", mimeType: "image/png", buffer: png(40, 30, [30, 90, 200]) },
      { name: "second.png", mimeType: "image/png", buffer: png(30, 40, [220, 60, 90]) },
    ]);
    await expect(page.getByTestId("composer-preview")).toHaveCount(2);
    await page.getByLabel("Caption for file 1").fill("Blue door");
    await expect(share).toBeEnabled();
    await share.click();

    await expect(page.getByText("Post created successfully!")).toBeVisible({ timeout: 20_000 });
    // The form is cleared and collapsed; the new post is the first card, with both photos loaded.
    await expect(page.getByTestId("composer-preview")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /What do you want to share/ })).toBeVisible();
    const first = postCards(page).first();
    await expect(first.getByRole("heading", { name: title })).toBeVisible();
    await expect(first.getByTestId("media-tile")).toHaveCount(2);
    await expect(first.locator('[data-testid="media-tile"][data-state="ready"] img:not([data-testid="media-placeholder"])')).toHaveCount(2);
    await expect(first.getByText("Blue door")).toBeVisible();
    // Reloading shows it still on top (it was stored, not only added locally).
    await page.reload();
    await expect(postCards(page).first().getByRole("heading", { name: title })).toBeVisible();
  });

  test("a like and an unlike clicked faster than the server answers both count", async ({ page }) => {
    await login(page, "sarah@demo.velvet");
    const card = postCards(page).first();
    await expect(card).toBeVisible();
    const like = card.getByTestId("like-button");
    const before = Number(await card.getByTestId("like-count").innerText());
    const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
    // a slow network: each like answer arrives 600 ms late
    let sent = 0;
    let answered = 0;
    await page.route("**/api/posts/*/like", async (route) => {
      sent++;
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 600));
      await route.fulfill({ response });
      answered++;
    });
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await like.click(); // while the first answer is still on its way
    await expect(like).toHaveAttribute("aria-pressed", String(wasLiked));
    await expect(card.getByTestId("like-count")).toHaveText(String(before));
    await expect.poll(() => sent).toBe(2);
    // the second answer lands (the reload below must not overtake it: the page is rendered by the server); nothing moves
    await expect.poll(() => answered).toBe(2);
    await page.waitForTimeout(200);
    await expect(like).toHaveAttribute("aria-pressed", String(wasLiked));
    await expect(card.getByTestId("like-count")).toHaveText(String(before));
    // and the server agrees
    await page.unrouteAll();
    await page.reload();
    await expect(postCards(page).first().getByTestId("like-count")).toHaveText(String(before));
    await expect(postCards(page).first().getByTestId("like-button")).toHaveAttribute("aria-pressed", String(wasLiked));
  });

  test("a fan sees his creators' posts, likes and unlikes, comments and deletes his comment", async ({ page }) => {
    await login(page, "omar@demo.velvet");
    await expect(page.getByRole("heading", { name: "Your Feed" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Creators" })).toBeVisible();
    await expect(page.getByTestId("discover-card")).toHaveCount(0);
    const authors = await postCards(page).locator("header").allInnerTexts();
    expect(authors.length).toBeGreaterThan(0);
    for (const header of authors) expect(header).toMatch(/@(yasmine\.art|karim\.fit|sami\.travels|omar)/);

    const card = postCards(page).first();
    const like = card.getByTestId("like-button");
    const count = async () => Number(await card.getByTestId("like-count").innerText());
    const before = await count();
    const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
    await like.click();
    await expect(card.getByTestId("like-count")).toHaveText(String(before + (wasLiked ? -1 : 1)));
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await like.click();
    await expect(card.getByTestId("like-count")).toHaveText(String(before));
    await expect(like).toHaveAttribute("aria-pressed", String(wasLiked));

    // Comments: add one (it goes on top, the card's count moves), then delete it after the confirm.
    const comments = Number(await card.getByTestId("comment-count").innerText());
    await card.getByTestId("comment-button").click();
    const dialog = page.getByRole("dialog", { name: "Comments" });
    await expect(dialog).toBeVisible();
    const post = dialog.getByRole("button", { name: "Post", exact: true });
    await expect(post).toBeDisabled();
    const text = `Love this ${Date.now().toString(36)}`;
    await dialog.getByLabel("Write a comment").fill(text);
    await expect(dialog.getByTestId("comment-counter")).toHaveText(`${text.length}/500`);
    await post.click();
    await expect(page.getByText("Comment added successfully")).toBeVisible();
    await expect(dialog.getByTestId("comment").first()).toContainText(text);
    await expect(dialog.getByTestId("comment-counter")).toHaveText("0/500");
    await expect(card.getByTestId("comment-count")).toHaveText(String(comments + 1));
    await shot(page, "feed-comments-en");

    page.once("dialog", (d) => {
      expect(d.message()).toBe("Are you sure you want to delete this comment?");
      void d.accept();
    });
    await dialog.getByTestId("comment").filter({ hasText: text }).getByRole("button", { name: "Delete comment" }).click();
    await expect(page.getByText("Comment deleted successfully")).toBeVisible();
    await expect(dialog.getByTestId("comment").filter({ hasText: text })).toHaveCount(0);
    await expect(card.getByTestId("comment-count")).toHaveText(String(comments));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a fan tips a creator with his saved Visa card", async ({ page }) => {
    await login(page, "omar@demo.velvet");
    const card = postCards(page).filter({ hasText: "@yasmine.art" }).first();
    await card.getByRole("button", { name: "TIP" }).click();
    const dialog = page.getByRole("dialog", { name: "Send a tip to Yasmine" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Tips go directly to the creator and are non-refundable")).toBeVisible();

    // A custom amount under the minimum is refused before any call.
    await dialog.getByLabel("Custom amount (TND)").fill("0");
    await dialog.getByRole("button", { name: /^Continue/ }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid amount");

    await dialog.getByLabel("Custom amount (TND)").fill("");
    await dialog.getByRole("button", { name: "TND 20", exact: true }).click();
    await dialog.getByRole("button", { name: "Continue with TND 20" }).click();

    // The confirmation: the saved cards, the default one chosen.
    const visa = dialog.getByRole("radio", { name: /Visa/ });
    await expect(visa).toBeVisible();
    await expect(dialog.getByRole("radio", { name: /Mastercard/ })).toBeVisible();
    await visa.check();
    await shot(page, "feed-tip-en");
    await dialog.getByRole("button", { name: "Confirm and pay TND 20" }).click();
    await expect(dialog.getByTestId("tip-success")).toHaveText("Successfully sent TND 20 tip to Yasmine!");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the fullscreen viewer opens on a photo and closes on Escape", async ({ page }) => {
    await login(page, "omar@demo.velvet");
    const tile = page.locator('[data-testid="media-tile"][data-state="ready"]').first();
    await expect(tile).toBeVisible();
    await tile.getByRole("button").click();
    const viewer = page.getByRole("dialog", { name: "Fullscreen media viewer" });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText("Protected Content")).toBeVisible();
    await expect(viewer.locator("img, video")).toHaveAttribute("src", /\/api\/media\/.+sig=/);
    await shot(page, "feed-viewer-en");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test("a new user without subscriptions sees suggested posts as locked previews and the discover card", async ({ page, request }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const user = {
      firstName: "Nadia",
      lastName: "Ben Salah",
      username: `nadia_${tag}`,
      email: `nadia_${tag}@example.com`,
      password: "Velvet!2026",
      dateOfBirth: "1995-03-02",
    };
    const res = await request.post("/api/users/register", { data: user });
    expect(res.status()).toBe(201);
    await login(page, user.email, user.password);
    await expect(page.getByRole("heading", { name: "Suggested Posts" })).toBeVisible();
    await expect(page.getByTestId("discover-card")).toContainText("Discover Content Creators");
    await expect(page.getByRole("link", { name: "Explore Creators" }).first()).toHaveAttribute("href", /\/discover$/);
    const locked = page.getByTestId("locked-post");
    await expect(locked.first()).toBeVisible();
    expect(await locked.count()).toBe(await postCards(page).count());
    await expect(page.getByTestId("media-tile")).toHaveCount(0);
    await expect(locked.first().getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", /\/en\/profile\/[\w.]+$/);
    await shot(page, "feed-suggested-en");
  });

  test("photos far down the feed are asked for only when scrolled near, then show", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on("request", (r) => {
      const m = /\/api\/users\/content\/access\/([^?]+)/.exec(r.url());
      if (m) asked.push(decodeURIComponent(m[1]!));
    });
    await login(page, "omar@demo.velvet");
    // the first posts' photos came with the page: nothing asked for them
    const first = postCards(page).first().locator('[data-testid="media-tile"][data-kind="image"]').first();
    await expect(first).toHaveAttribute("data-state", "ready");
    // the last photo of the page is far below: it waits, painted with its placeholder, and nothing is asked for it
    const far = page.locator('[data-testid="media-tile"][data-kind="image"]').last();
    await expect(far).toHaveAttribute("data-state", "waiting");
    const key = await far.getAttribute("data-media-key");
    expect(key).toBeTruthy();
    expect(asked).not.toContain(key);
    // scrolled to, it asks for its link and shows the photo
    await far.scrollIntoViewIfNeeded();
    await expect(far).toHaveAttribute("data-state", "ready");
    expect(asked).toContain(key);
    await expect(far.locator('img:not([data-testid="media-placeholder"])')).toBeVisible();
  });

  for (const locale of ["en", "tn"] as const) {
    test(`screenshots of the signed-in home in ${locale}`, async ({ page, context, baseURL }) => {
      await login(page, "omar@demo.velvet");
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      const home = locale === "tn" ? "/" : `/${locale}`;
      for (const [name, width, height] of [["desktop", 1280, 900], ["mobile", 390, 844]] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(home);
        await expect(page.locator("html")).toHaveAttribute("lang", languageTag(locale));
        await expect(postCards(page).first()).toBeVisible();
        await expect(page.locator('[data-testid="media-tile"][data-state="loading"]')).toHaveCount(0);
        await expect(page.getByTestId("featured-skeleton")).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(page, `feed-home-${name}-${locale}`);
      }
      // The comments dialog as a full-screen sheet on a phone.
      await postCards(page).first().getByTestId("comment-button").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveCount(0);
      await page.screenshot({ path: `${OUTPUT}/feed-comments-mobile-${locale}.png` });
    });
  }
});
