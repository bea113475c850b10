// A creator's video from the composer to playback (issue 24, Tests: "uploads a video with the progress
// bar shown, waits for processing and plays it through HLS in Chromium"). A real video made here by the
// npm ffmpeg goes up through a resumable upload (its progress bar), the post waits for the media worker
// of the e2e stack (scripts/lib/stack.ts starts it) while its card shows the processing percent, read
// again every few seconds without a reload; once ready the same card is the published post, with the
// video's length, and it plays through HLS. (Pause/resume/drops: uploads.spec.ts; keyboard and the
// subscriber's side: playback.spec.ts.)
import { expect, test, type Page } from "./fixtures";
import { mp4File } from "./video-file";
import { signInWithForm } from "./sign-in";

const PASSWORD = "Password123!";
const MB = 1024 * 1024;

async function login(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/?$/);
}

type Polled = { status: string; progress: number | null };

test("a creator's video goes up with a progress bar, shows its processing progress live, then plays through HLS", async ({ page }) => {
  // processing on a busy 2-core machine: a few times what it takes alone
  test.setTimeout(240_000);
  await login(page, "yasmine_art@demo.velvet");
  const title = `Sunset ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: /What do you want to share/ }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("From the composer to the player.");
  await page.getByTestId("composer-videos").setInputFiles(mp4File("sunset.mp4", { seconds: 6, size: 2 * MB }));

  // every answer of the processing read, in order (the card reads its post again while it is processed)
  const polled: Polled[] = [];
  page.on("response", async (res) => {
    if (!/\/api\/posts\/[^/]+\/processing$/.test(new URL(res.url()).pathname) || res.status() !== 200) return;
    const body = (await res.json().catch(() => null)) as { post: { status: string; processing: { progress: number } | null } } | null;
    if (body) polled.push({ status: body.post.status, progress: body.post.processing?.progress ?? null });
  });

  // a phone's upload speed, so the per-file bar is seen moving
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  await page.getByRole("button", { name: "Share" }).click();
  const bar = page.getByRole("progressbar", { name: "Sending sunset.mp4" });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(bar).toHaveAttribute("aria-valuetext", /\d+%/);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // the post is made when the file is up; the creator sees it processing, with its percent
  await expect(page.getByText("Post created. It will be published once its videos are ready.")).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId("post-card").filter({ has: page.getByRole("heading", { name: title }) });
  const status = card.getByTestId("post-processing-status");
  await expect(status).toBeVisible();
  await expect(status.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(status).toContainText(/Preparing your videos… \d+%/);
  await page.screenshot({ path: "tests/e2e/output/upload-processing.png" });
  // a marker on this document: the page is never reloaded below
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // the worker makes the renditions; the card turns into the published post by itself
  await expect(status).toHaveCount(0, { timeout: 200_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(polled.length).toBeGreaterThan(0);
  expect(polled.at(-1)).toEqual({ status: "published", progress: null });
  // every percent read while processing was a number, never going back
  const percents = polled.filter((p) => p.status === "processing").map((p) => p.progress!);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  await expect(card.getByTestId("video-length")).toHaveText("0:06");
  // before play: the pipeline's poster placeholder (a ThumbHash decoded in the page), no video element
  await expect(card.getByTestId("video-placeholder")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(card.locator("video")).toHaveCount(0);
  // polling stopped with the processing
  const readsWhenDone = polled.length;
  await page.waitForTimeout(4_000);
  expect(polled.length).toBe(readsWhenDone);
  await page.screenshot({ path: "tests/e2e/output/upload-published.png" });

  // and it plays through HLS: a signed master playlist, then segments; the time advances
  const hls: string[] = [];
  page.on("request", (req) => {
    if (/\.master\.m3u8\?|\.\d{5}\.ts\?/.test(req.url())) hls.push(req.url());
  });
  await card.getByRole("button", { name: "Play video (0:06)" }).click();
  await expect
    .poll(() => card.getByTestId("video-element").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  expect(hls.some((u) => u.includes(".master.m3u8?"))).toBe(true);
  expect(hls.some((u) => /\.\d{5}\.ts\?/.test(u))).toBe(true);
  await page.screenshot({ path: "tests/e2e/output/upload-playing.png" });
});
