// Resumable uploads in the browser (issue 24 part 2): the composer sends a video through tus with a
// progress bar, pause and resume, survives a dropped connection by itself, and offers an unfinished
// upload again after a reload, going on from the server's offset.
import { expect, test, type Page } from "./fixtures";
import { languageTag } from "../../i18n/locales";
import { mp4File } from "./video-file";
import { signInWithForm } from "./sign-in";

const OUTPUT = "tests/e2e/output";
const PASSWORD = "Password123!";
const MB = 1024 * 1024;

async function login(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/?$/);
}

/** Slows the page's uploads (bytes per second; -1: no limit), as a phone's network would. */
async function uploadSpeed(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

async function openComposer(page: Page, title: string) {
  await page.getByRole("button", { name: /What do you want to share/ }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Sent through a resumable upload.");
}

const valueOf = async (page: Page, name: string) => Number(await page.getByRole("progressbar", { name }).getAttribute("aria-valuenow"));

test.describe("resumable uploads from the composer", () => {
  // the connection this spec cuts on purpose, and the upload a reload interrupts
  test.use({ allowedConsoleErrors: /ERR_(CONNECTION_RESET|ABORTED).*\/api\/uploads\// });

  test("a video goes up with a progress bar, pauses and resumes, survives a dropped connection, then the post is made", async ({ page }) => {
    await login(page, "yasmine_art@demo.velvet");
    const title = `Beach ${Date.now().toString(36)}`;
    await openComposer(page, title);
    await page.getByTestId("composer-videos").setInputFiles(mp4File("beach.mp4", { size: 4 * MB }));
    // the first PATCH is cut off: tus-js-client tries again by itself, from the server's offset
    let cut = 0;
    await page.route("**/api/uploads/*", async (route) => {
      if (route.request().method() === "PATCH" && cut === 0) {
        cut += 1;
        return route.abort("connectionreset");
      }
      return route.fallback();
    });
    await uploadSpeed(page, 300 * 1024);
    await page.getByRole("button", { name: "Share" }).click();

    const bar = page.getByRole("progressbar", { name: "Sending beach.mp4" });
    await expect(bar).toBeVisible();
    await expect.poll(() => valueOf(page, "Sending beach.mp4"), { timeout: 20_000 }).toBeGreaterThan(5);
    expect(cut).toBe(1);
    await expect(bar).toHaveAttribute("aria-valuetext", /\d+%.*left/);
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await page.getByRole("button", { name: "Pause beach.mp4" }).click();
    await expect(page.getByTestId("upload-progress")).toContainText("Paused");
    const paused = await valueOf(page, "Sending beach.mp4");
    await page.waitForTimeout(1500);
    expect(await valueOf(page, "Sending beach.mp4")).toBe(paused);
    await expect(page.getByRole("status").filter({ hasText: "beach.mp4" })).toContainText("Paused");
    await page.screenshot({ path: `${OUTPUT}/uploads-paused-desktop-en.png` });

    await uploadSpeed(page, -1);
    await page.getByRole("button", { name: "Resume beach.mp4" }).click();
    await expect(page.getByText("Post created. It will be published once its videos are ready.")).toBeVisible({ timeout: 30_000 });
    const first = page.getByTestId("post-card").first();
    await expect(first.getByRole("heading", { name: title })).toBeVisible();
    await expect(first.getByTestId("media-tile")).toHaveCount(1);
  });

  test("after a reload the composer offers the unfinished upload again and goes on from where it stopped (tn, phone)", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, "yasmine_art@demo.velvet");
    const file = mp4File("long-take.mp4", { size: 4 * MB });
    await openComposer(page, `Long take ${Date.now().toString(36)}`);
    await page.getByTestId("composer-videos").setInputFiles(file);
    await uploadSpeed(page, 250 * 1024);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => valueOf(page, "Sending long-take.mp4"), { timeout: 20_000 }).toBeGreaterThan(15);

    // the page is reloaded mid-way (in Tunisian now): the composer lists the unfinished upload
    await context.addCookies([{ name: "NEXT_LOCALE", value: "tn", url: baseURL! }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", languageTag("tn"));
    await uploadSpeed(page, -1);
    await page.getByRole("button", { name: /شنوّة تحب تشارك/ }).click();
    const offer = page.getByTestId("resume-unfinished");
    await expect(offer).toContainText("long-take.mp4");
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUTPUT}/uploads-resume-mobile-tn.png` });

    const resumedFrom = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/uploads/") && Number(r.headers()["upload-offset"] ?? 0) > 0);
    const chooser = page.waitForEvent("filechooser");
    await offer.getByRole("button").first().click();
    await (await chooser).setFiles(file);
    await expect(offer).toHaveCount(0);
    await page.locator("#composer-title").fill("Long take");
    await page.locator("#composer-description").fill("resumed after a reload");
    await page.locator('form:has(#composer-title) button[type="submit"]').click();
    expect(Number((await resumedFrom).headers()["upload-offset"])).toBeGreaterThan(0);
    await expect(page.getByTestId("post-card").first().getByRole("heading", { name: "Long take" })).toBeVisible({ timeout: 30_000 });
  });
});
