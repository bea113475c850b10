// Video playback in the browser (issue 24 §5, decisions 077 and 078): a subscriber's feed shows a
// ready video's length and loads nothing until asked; play is pressed with the keyboard; the video
// plays through HLS (hls.js over MSE in Debian's Chromium, or natively) and its time advances; in the
// Tunisian (right-to-left) site the controls answer the keyboard too, the slider following the direction.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";

const PASSWORD = "Password123!";

function seedVideo(title: string): string {
  const tsx = path.resolve("node_modules", ".bin", "tsx");
  return execFileSync(tsx, ["tests/e2e/seed-video.ts", "yasmine_art@demo.velvet", title], { encoding: "utf8", env: process.env }).trim().split("\n").pop()!;
}

async function login(page: Page, email: string, prefix = "/en") {
  await page.goto(`/en/login`);
  // the sign-in form (the footer's newsletter form has an e-mail field too)
  const form = page.locator("form").filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  // argon2 on a cold server takes a moment; then the home feed
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 20_000 });
  if (prefix === "/en") return;
  // another language: chosen as a visitor does, by the locale cookie
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: prefix.slice(1) || "tn", url: page.url() }]);
  await page.goto(prefix || "/");
}

/** Every request the page makes to the video's access answer, playlists and segments. */
function watchVideoRequests(page: Page, key: string): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes(key)) seen.push(req.url());
  });
  return seen;
}

const currentTime = (page: Page, card: ReturnType<Page["locator"]>) => card.getByTestId("video-element").evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe("video playback", () => {
  test("a subscriber presses play with the keyboard and the video plays through HLS", async ({ page }) => {
    const title = `Clip ${Date.now().toString(36)}`;
    const key = seedVideo(title);
    const requests = watchVideoRequests(page, key);
    await login(page, "omar@demo.velvet");
    const card = page.getByTestId("post-card").filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    // before play: the length, a play button; nothing asked of the server for this video
    await expect(card.getByTestId("video-length")).toHaveText("0:06");
    const play = card.getByRole("button", { name: "Play video (0:06)" });
    await expect(play).toBeVisible();
    await expect(card.locator("video")).toHaveCount(0);
    // the poster's blurred placeholder, decoded in the page from the post answer's ThumbHash (no request)
    await expect(card.getByTestId("video-placeholder")).toHaveAttribute("src", /^data:image\/png;base64,/);
    expect(requests).toEqual([]);
    await page.screenshot({ path: "tests/e2e/output/playback-before.png" });

    // hls.js is not in the page's first load: where the browser has no native HLS, pressing play fetches a new script
    const native = await page.evaluate(() => document.createElement("video").canPlayType("application/vnd.apple.mpegurl") !== "");
    const scriptsAfterPlay: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scriptsAfterPlay.push(res.url());
    });
    await play.focus();
    await page.keyboard.press("Enter");
    const video = card.getByTestId("video-element");
    await expect(video).toBeVisible();
    await expect.poll(() => currentTime(page, card), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(requests.some((u) => u.includes(`/api/users/content/access/${key}`))).toBe(true);
    expect(requests.some((u) => u.includes(".master.m3u8?"))).toBe(true);
    expect(requests.some((u) => /\.\d{5}\.ts\?/.test(u))).toBe(true);
    // once asked: the signed poster on a video element that preloads nothing of its own
    await expect(video).toHaveAttribute("poster", /\.poster\.jpg\?/);
    await expect(video).toHaveAttribute("preload", "none");
    // the original is never asked for
    expect(requests.some((u) => u.includes(`/api/media/${key}?`))).toBe(false);
    if (!native) expect(scriptsAfterPlay.length).toBeGreaterThan(0);
    await page.screenshot({ path: "tests/e2e/output/playback-playing.png" });

    // Space on the focused video pauses it; the time stops
    await video.focus();
    await page.keyboard.press("Space");
    await expect(card.getByRole("button", { name: "Play", exact: true })).toBeVisible();
    const paused = await currentTime(page, card);
    await page.waitForTimeout(600);
    expect(await currentTime(page, card)).toBeCloseTo(paused, 1);
  });

  test("in the Tunisian site (right to left) the player answers the keyboard, the slider following the direction", async ({ page }) => {
    const title = `Clip tn ${Date.now().toString(36)}`;
    seedVideo(title);
    await login(page, "omar@demo.velvet", "");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const card = page.getByTestId("post-card").filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    const play = card.getByTestId("video-play");
    await play.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => currentTime(page, card), { timeout: 20_000 }).toBeGreaterThan(0.5);
    // pause, then move forward with the slider's arrow key in the page's direction (left, in RTL)
    await card.getByTestId("video-toggle").focus();
    await page.keyboard.press("Enter");
    const before = await currentTime(page, card);
    await card.getByTestId("video-seek").focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentTime(page, card)).toBeGreaterThan(before + 1);
    await page.screenshot({ path: "tests/e2e/output/playback-rtl.png" });
  });
});
