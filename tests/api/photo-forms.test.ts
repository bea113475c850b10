// Issue 24 §1, §6, §7: responsive photos (srcset of narrower WebP copies, decision 080), ThumbHash
// placeholders with each medium's size and length in post and message answers, locked posts and
// messages that list blurred previews and nothing of the media (decision 079), and the photo limits
// (100 megapixels, multipart and resumable uploads alike).
// the backfill below runs in this process and reads the app's stored photos
import "../helpers/app-data-dir";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { thumbHashToApproximateAspectRatio, thumbHashToRGBA } from "thumbhash";
import { describe, expect, it, vi } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { prisma } from "../helpers/db";
import { fetchRaw, jpeg, registerUser, subscribe, type TestUser } from "../helpers/content";
import { creator, member, subscribeTo } from "../helpers/social";
import { sendMessage } from "@/lib/chat/send";
import { newKey } from "@/lib/storage/keys";
import { backfillPhotoForms } from "@/lib/media/photo-backfill";

vi.setConfig({ testTimeout: 60_000 });

const THUMBHASH = /^[A-Za-z0-9+/]{20,}={0,2}$/;

/** A photo with detail (noise), so a narrower copy is truly fewer bytes. */
function noisy(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#777", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG whose header declares `width` x `height` (a few hundred bytes: the server must refuse it from the header). */
async function declaredPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: "#08f" } }).png().toBuffer());
  // IHDR: length (4) "IHDR" (4) width (4) height (4) ... CRC over type and data
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

function form(fields: Record<string, string | string[]>, files: { bytes: Buffer; name: string; type: string }[], field = "media"): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
  for (const file of files) f.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

async function post(user: { token: string }, files: { bytes: Buffer; name: string; type: string }[], mediaIds: string[] = []) {
  const res = await api("/api/posts/exclusive-content", { token: user.token, form: form({ title: "Photos", description: "words", ...(mediaIds.length ? { mediaIds } : {}) }, files) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.post;
}

const access = (viewer: { token: string }, key: string) => api(`/api/users/content/access/${key}`, { token: viewer.token });

/** A video of the creator's vault as the video pipeline leaves it: size, length and poster placeholder. */
async function readyVideo(owner: { id: string }, placeholder: string) {
  return prisma.media.create({
    data: { ownerId: owner.id, type: "video", key: newKey("pm", ".mp4"), mimeType: "video/mp4", size: 5000n, width: 1280, height: 720, durationMs: 83_500, placeholder },
  });
}

function expectThumbHashOf(hash: unknown, ratio: number) {
  expect(hash).toMatch(THUMBHASH);
  const bytes = Buffer.from(hash as string, "base64");
  const decoded = thumbHashToRGBA(bytes);
  expect(decoded.w * decoded.h * 4).toBe(decoded.rgba.length);
  // the placeholder has the medium's shape (ThumbHash keeps the aspect ratio approximately)
  expect(Math.abs(thumbHashToApproximateAspectRatio(bytes) - ratio) / ratio).toBeLessThan(0.15);
}

describe("responsive photos: the access answer's srcset", () => {
  it("a wide post photo: at least 3 WebP widths, none wider than the photo, each a working signed link to a smaller WebP", async () => {
    const owner = await registerUser();
    const made = await post(owner, [{ bytes: await noisy(3000, 2000), name: "wide.jpg", type: "image/jpeg" }]);
    const key = made.images[0].key as string;
    const res = await access(owner, key);
    expect(res.status).toBe(200);
    // stored at most 2560 px wide (metadata dropped), and its copies: every width of the list narrower than it
    expect(res.json).toMatchObject({ type: "image", width: 2560, height: 1707 });
    const srcset = res.json.srcset as { width: number; url: string }[];
    expect(srcset.map((c) => c.width)).toEqual([320, 640, 960, 1280, 1920]);
    const full = await fetchRaw(res.json.url);
    expect(full.status).toBe(200);
    for (const c of srcset) {
      expect(c.url).toMatch(/^\/api\/media\/[^?]+\?exp=\d+&sig=[^&]+&w=\d+$/);
      const copy = await fetchRaw(c.url);
      expect(copy.status).toBe(200);
      expect(copy.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(copy.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(c.width);
      expect(meta.width!).toBeLessThanOrEqual(res.json.width);
      expect(copy.bytes.length).toBeLessThan(full.bytes.length);
      expect(meta.exif).toBeUndefined();
    }
    // each link is signed: altered, it is refused
    expect((await fetchRaw(srcset[0]!.url.replace(/sig=[^&]+/, "sig=AAAA"))).status).toBe(403);
    // someone who may not see the photo gets no srcset at all
    const stranger = await registerUser();
    expect((await access(stranger, key)).status).toBe(403);
  });

  it("a chat photo gets the same copies; a photo narrower than a width gets no copy of it", async () => {
    const user = await registerUser();
    const up = await api("/api/chat/attachments", { method: "POST", token: user.token, form: form({}, [{ bytes: await noisy(1000, 750), name: "chat.jpg", type: "image/jpeg" }], "file") });
    expect(up.status).toBe(201);
    const res = await access(user, up.json.attachment.key);
    expect(res.json.srcset.map((c: { width: number }) => c.width)).toEqual([320, 640, 960]);
    for (const c of res.json.srcset as { width: number; url: string }[]) {
      const copy = await fetchRaw(c.url);
      expect(copy.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(copy.bytes).metadata()).width).toBe(c.width);
    }
    const tiny = await post(user, [{ bytes: await jpeg(300, 200), name: "tiny.jpg", type: "image/jpeg" }]);
    expect((await access(user, tiny.images[0].key)).json).toMatchObject({ width: 300, height: 200, srcset: [] });

    // deleted from the vault: the photo and its copies leave storage (by the media worker's job)
    const key = up.json.attachment.key as string;
    const stored = () => readdir(path.join(process.env.TEST_DATA_DIR ?? "", "media")).then((names) => names.filter((n) => n.startsWith(key)));
    expect((await stored()).sort()).toEqual([key, `${key}-w320`, `${key}-w640`, `${key}-w960`]);
    expect((await api(`/api/users/vault/${up.json.attachment._id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    await expect.poll(stored, { timeout: 15_000 }).toEqual([]);
  });

  it("a photo stored before the copies and ThumbHashes keeps working, then the backfill gives it both", async () => {
    const owner = await registerUser();
    const made = await post(owner, [{ bytes: await noisy(1400, 700), name: "old.jpg", type: "image/jpeg" }]);
    const key = made.images[0].key as string;
    // as a row written before decisions 079 and 080 looks: a data: URL placeholder, no copies listed
    const old = `data:image/webp;base64,${(await sharp(await noisy(24, 12)).webp({ quality: 40 }).toBuffer()).toString("base64")}`;
    await prisma.media.update({ where: { key }, data: { placeholder: old, photoWidths: [] } });
    const before = await access(owner, key);
    expect(before.json.srcset).toEqual([]);
    expect((await fetchRaw(`${before.json.url}&w=320`)).headers.get("content-type")).toBe("image/jpeg");
    // answers never carry the old form
    const mine = await api(`/api/posts/user-posts/${owner.username}`, { token: owner.token });
    const shown = (mine.json.posts as { _id: string; images: { placeholder: unknown }[] }[]).find((p) => p._id === made._id)!;
    expect(shown.images[0]!.placeholder).toBeNull();

    for (let i = 0; i < 20 && (await prisma.media.findUniqueOrThrow({ where: { key } })).placeholder?.startsWith("data:"); i++) await backfillPhotoForms(500);
    const row = await prisma.media.findUniqueOrThrow({ where: { key } });
    expectThumbHashOf(row.placeholder, 2);
    expect(row.photoWidths).toEqual([320, 640, 960, 1280]);
    const after = await access(owner, key);
    expect(after.json.srcset.map((c: { width: number }) => c.width)).toEqual([320, 640, 960, 1280]);
    const copy = await fetchRaw(after.json.srcset[1].url);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(copy.bytes).metadata()).width).toBe(640);
  });
});

describe("placeholders, sizes and lengths in post answers; locked posts list previews only", () => {
  it("an open post's media carry their ThumbHash, size and length; a locked one lists previews with no key or URL", async () => {
    const star = await registerUser();
    const poster = (await api("/api/chat/attachments", { method: "POST", token: star.token, form: form({}, [{ bytes: await noisy(640, 360), name: "p.jpg", type: "image/jpeg" }], "file") })).json;
    const posterRow = await prisma.media.findUniqueOrThrow({ where: { id: poster.attachment._id } });
    const video = await readyVideo(star, posterRow.placeholder!);
    const made = await post(star, [{ bytes: await noisy(1200, 800), name: "a.jpg", type: "image/jpeg" }], [video.id]);

    const fan = await registerUser();
    await subscribe(fan, star);
    const open = (await api(`/api/posts/user-posts/${star.username}`, { token: fan.token })).json.posts.find((p: { _id: string }) => p._id === made._id);
    expect(open.locked).toBe(false);
    expect(open.images[0]).toMatchObject({ width: 1200, height: 800, duration: null });
    expectThumbHashOf(open.images[0].placeholder, 1.5);
    expect(open.videos[0]).toMatchObject({ key: video.key, width: 1280, height: 720, duration: 83.5, placeholder: posterRow.placeholder });

    // a member who is not subscribed: the post is locked in their feed's suggestions
    const outsider = await registerUser();
    const feed = (await api("/api/posts/home?limit=50", { token: outsider.token })).json.posts as Record<string, unknown>[];
    const locked = feed.find((p) => p._id === made._id)!;
    expect(locked).toBeDefined();
    expect(locked).toMatchObject({ locked: true, images: [], videos: [], mediaCount: { images: 1, videos: 1 } });
    expect(locked.previews).toEqual([
      { type: "image", placeholder: open.images[0].placeholder, width: 1200, height: 800 },
      { type: "video", placeholder: posterRow.placeholder, width: 1280, height: 720, duration: 83.5 },
    ]);
    const text = JSON.stringify(locked);
    for (const secret of [open.images[0].key, video.key, open.images[0]._id, video.id, "/api/media", "url"]) expect(text).not.toContain(secret);
  });
});

describe("placeholders in message answers; a locked message lists previews only", () => {
  it("attachments carry placeholder and size; an unbought pay-per-view message lists previews, never a key", async () => {
    const star = await creator(999);
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    const up = await api("/api/chat/attachments", { method: "POST", token: star.token, form: form({}, [{ bytes: await noisy(800, 1000), name: "tall.jpg", type: "image/jpeg" }], "file") });
    expect(up.status).toBe(201);
    const photo = await prisma.media.findUniqueOrThrow({ where: { id: up.json.attachment._id } });
    const video = await readyVideo(star, photo.placeholder!);

    const free = await sendMessage({ senderId: star.id, receiverId: fan.id, content: "a photo", attachmentIds: [photo.id] });
    const paid = await sendMessage({ senderId: star.id, receiverId: fan.id, content: "for you", mediaIds: [video.id], priceCents: 500 });
    const conv = await prisma.conversation.findFirstOrThrow({ where: { OR: [{ participantAId: fan.id, participantBId: star.id }, { participantAId: star.id, participantBId: fan.id }] } });
    const thread = (await api(`/api/chat/conversations/${conv.id}/messages?limit=50`, { token: fan.token })).json.messages as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the answer

    const open = thread.find((m) => m._id === free._id)!;
    expect(open.attachments).toEqual([{ _id: photo.id, type: "image", key: photo.key, placeholder: photo.placeholder, width: 800, height: 1000, duration: null }]);
    expectThumbHashOf(open.attachments[0].placeholder, 0.8);

    const locked = thread.find((m) => m._id === paid._id)!;
    expect(locked).toMatchObject({ locked: true, attachments: [], preview: { photos: 0, videos: 1 } });
    expect(locked.previews).toEqual([{ type: "video", placeholder: photo.placeholder, width: 1280, height: 720, duration: 83.5 }]);
    expect(JSON.stringify(locked)).not.toContain(video.key);
    expect(JSON.stringify(locked)).not.toContain(video.id);
    // the sender sees their own message whole, with the medium's size and length
    const mine = (await api(`/api/chat/conversations/${conv.id}/messages?limit=50`, { token: star.token })).json.messages.find((m: { _id: string }) => m._id === paid._id);
    expect(mine.previews).toBeUndefined();
    expect(mine.attachments).toEqual([{ _id: video.id, type: "video", key: video.key, placeholder: photo.placeholder, width: 1280, height: 720, duration: 83.5 }]);
  });
});

describe("photo limits: 100 megapixels", () => {
  it("a photo declaring more than 100 megapixels is refused with 413 PHOTO_TOO_MANY_PIXELS, in a post, a chat message and from a resumable upload", async () => {
    const user: TestUser = await registerUser();
    const huge = await declaredPng(10_001, 10_000);
    const made = await api("/api/posts/exclusive-content", { token: user.token, headers: { "accept-language": "en" }, form: form({ title: "Huge", description: "too many pixels" }, [{ bytes: huge, name: "huge.png", type: "image/png" }]) });
    expect(made.status).toBe(413);
    expect(made.json).toMatchObject({ success: false, code: "PHOTO_TOO_MANY_PIXELS" });
    expect(made.json.message).toContain("100");
    const fr = await api("/api/chat/attachments", { method: "POST", token: user.token, headers: { "accept-language": "fr" }, form: form({}, [{ bytes: huge, name: "huge.png", type: "image/png" }], "file") });
    expect(fr.status).toBe(413);
    expect(fr.json.code).toBe("PHOTO_TOO_MANY_PIXELS");
    expect(fr.json.message).toContain("100");

    // the same file through tus: accepted as bytes (its length is small), refused when the post is made
    const b64 = (s: string) => Buffer.from(s).toString("base64");
    const headers = { "tus-resumable": "1.0.0", authorization: `Bearer ${user.token}` };
    const created = await fetch(new URL("/api/uploads", baseUrl()), {
      method: "POST",
      headers: { ...headers, "upload-length": String(huge.length), "upload-metadata": `filename ${b64("huge.png")},filetype ${b64("image/png")}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const sent = await fetch(new URL(location, baseUrl()), {
      method: "PATCH",
      headers: { ...headers, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(huge),
    });
    expect(sent.status).toBe(204);
    const viaTus = await api("/api/posts/exclusive-content", { token: user.token, body: { title: "Huge", description: "tus", uploads: [location.split("/").pop()] } });
    expect(viaTus.status).toBe(413);
    expect(viaTus.json.code).toBe("PHOTO_TOO_MANY_PIXELS");
    expect(await prisma.post.count({ where: { authorId: user.id } })).toBe(0);

    // just under the limit, the header check lets it through to decoding (this one has no real pixels: 415, not 413)
    const under = await api("/api/posts/exclusive-content", { token: user.token, form: form({ title: "Big", description: "100 MP" }, [{ bytes: await declaredPng(10_000, 10_000), name: "big.png", type: "image/png" }]) });
    expect(under.status).toBe(415);
  });
});
