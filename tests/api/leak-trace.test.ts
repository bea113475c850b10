// Leak tracing (issue 25 §5–7, decisions 094, 095): who may trace a copy and read a trace, the job of a
// long video, the visible mark burnt into new photos and videos (their posters too), each fan's
// marked copy of a video's poster, and the retention of fans' receipts.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { api } from "../helpers/http";
import { uniquePhotograph } from "../helpers/photographs";
import { prisma } from "../helpers/db";
import { fetchRaw } from "../helpers/content";
import { creator, makeAdminById, member, subscribeTo, type TestUser } from "../helpers/social";
import { mediaSettled, video, waitFor } from "../helpers/video";
import { purgeOldReceipts } from "@/lib/privacy/purge";
import { markedCopyKey } from "@/lib/media/photo-widths";
import { storage } from "@/lib/storage";
import { posterKeyOf, variantSegmentKey } from "@/lib/storage/keys";
import { psnr } from "@/lib/leaks/photo-mark";
import { signedMediaUrl, viewerTag } from "@/lib/media/signed-url";
import { STORED_FILES_SELECT, storedFilesOf } from "@/lib/media/stored-files";

vi.setConfig({ testTimeout: 120_000 });

/** A photo with detail (noise), so it has a PDQ hash of good quality and survives re-encoding. */
const noisy = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: "#777", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();

/** A flat photo: a mark in its corner is the only detail there. */
const flat = () => sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a6ea5" } }).jpeg({ quality: 92 }).toBuffer();

function fileForm(bytes: Buffer, name: string, type: string, field = "file"): FormData {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
}

const trace = (who: { token: string }, bytes: Buffer, name = "leak.jpg", type = "image/jpeg") => api("/api/leaks/trace", { token: who.token, form: fileForm(bytes, name, type) });

async function videoPost(owner: TestUser, bytes: Buffer) {
  const f = new FormData();
  f.append("title", "Leak test video");
  f.append("description", "words");
  f.append("media", new Blob([new Uint8Array(bytes)], { type: "video/mp4" }), "v.mp4");
  const res = await api("/api/posts/exclusive-content", { token: owner.token, form: f });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const medium = await prisma.media.findFirstOrThrow({ where: { postId: res.json.post._id }, select: { id: true, key: true } });
  return { postId: res.json.post._id as string, mediaId: medium.id, key: medium.key };
}

/** Waits for a queued trace to leave queued/running; answers its last GET. */
function traceSettled(who: { token: string }, id: string) {
  return waitFor(async () => {
    const r = await api(`/api/leaks/trace/${id}`, { token: who.token });
    return r.status !== 200 || r.json.status === "done" ? r : null;
  }, "the trace job");
}

async function photoPost(owner: TestUser, bytes: Buffer) {
  const f = new FormData();
  f.append("title", "Leak test");
  f.append("description", "words");
  f.append("media", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "p.jpg");
  const res = await api("/api/posts/exclusive-content", { token: owner.token, form: f });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const post = res.json.post;
  const mediaId = (await prisma.media.findFirstOrThrow({ where: { postId: post._id }, select: { id: true } })).id;
  return { postId: post._id as string, key: post.images[0].key as string, mediaId };
}

/** The copy a viewer is served (their access answer, then the signed URL's bytes). */
async function servedCopy(viewer: { token: string }, key: string): Promise<Buffer> {
  const res = await api(`/api/users/content/access/${key}`, { token: viewer.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const file = await fetchRaw(res.json.url);
  expect(file.status).toBe(200);
  return file.bytes;
}

describe("POST /api/leaks/trace and GET /api/leaks/trace/{id}", () => {
  it("a creator traces copies of their own media only (403 for another creator's); an admin traces any; only the requester or an admin reads a trace", async () => {
    const owner = await creator();
    const other = await creator();
    const fan = await member();
    const admin = await member();
    await makeAdminById(admin.id);
    await subscribeTo(fan, owner.id);
    const photo = await photoPost(owner, await uniquePhotograph());
    const copy = await servedCopy(fan, photo.key);

    const refused = await trace(other, copy);
    expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    expect(refused.json.code).toBe("LEAK_TRACE_NOT_YOUR_MEDIA");

    const mine = await trace(owner, copy);
    expect(mine.status, JSON.stringify(mine.json)).toBe(200);
    expect(mine.json).toMatchObject({ success: true, media: { postId: photo.postId, mediaId: photo.mediaId } });
    expect(Array.isArray(mine.json.suspects)).toBe(true);
    // the fan whose copy it is, and nobody else
    expect(mine.json.suspects.map((s: { userId: string }) => s.userId)).toEqual([fan.id]);
    for (const s of mine.json.suspects) expect(s.confidence).toBeGreaterThanOrEqual(0.99);

    const byAdmin = await trace(admin, copy);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.media).toMatchObject({ mediaId: photo.mediaId });

    // the trace record: its requester and an admin read it, nobody else (404)
    const id = mine.json.traceId as string;
    expect((await api(`/api/leaks/trace/${id}`, { token: owner.token })).json).toMatchObject({ status: "done", media: { mediaId: photo.mediaId } });
    expect((await api(`/api/leaks/trace/${id}`, { token: admin.token })).status).toBe(200);
    const stranger = await api(`/api/leaks/trace/${id}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.json.code).toBe("LEAK_TRACE_NOT_FOUND");
    expect((await api(`/api/leaks/trace/not-an-id`, { token: owner.token })).status).toBe(404);
    expect((await api(`/api/leaks/trace/${id}`)).status).toBe(401);

    // every trace is recorded and audited, the refused one too
    const rows = await prisma.leakTrace.findMany({ where: { requesterId: { in: [owner.id, other.id, admin.id] } } });
    expect(rows.map((r) => r.status).sort()).toEqual(["done", "done", "failed"]);
    expect(await prisma.auditLog.count({ where: { action: "leak.trace", actorId: { in: [owner.id, other.id, admin.id] } } })).toBe(3);

    // the admin's list shows them
    const list = await api("/api/admin/leaks?limit=50", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json.traces.map((t: { _id: string }) => t._id)).toContain(id);
    expect((await api("/api/admin/leaks", { token: owner.token })).status).toBe(403);
  });

  it("a copy of nobody's media names nobody; an undecodable file is 422 MEDIA_UNREADABLE; a file that is not media is 415", async () => {
    const owner = await creator();
    const none = await trace(owner, await noisy(500, 400));
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ success: true, media: null, suspects: [] });

    const good = await noisy();
    const broken = Buffer.concat([good.subarray(0, 4200), Buffer.alloc(3000, 0x11)]);
    const unreadable = await trace(owner, broken);
    expect(unreadable.status, JSON.stringify(unreadable.json)).toBe(422);
    expect(unreadable.json.code).toBe("MEDIA_UNREADABLE");

    expect((await trace(owner, Buffer.from("just some text, not a picture at all".repeat(200)), "a.txt", "text/plain")).status).toBe(415);
    expect((await api("/api/leaks/trace", { method: "POST", token: owner.token, body: {} })).status).toBe(415);
  });

  it("a long video answers 202 and is traced by a job; the stored copy is deleted once it is done", async () => {
    const owner = await creator();
    const long = video({ width: 160, height: 120, seconds: 22, fps: 10, audio: false });
    const res = await trace(owner, long, "long.mp4", "video/mp4");
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    const id = res.json.traceId as string;
    const queued = await prisma.leakTrace.findUniqueOrThrow({ where: { id } });
    expect(queued.kind).toBe("video");
    expect(queued.fileKey).toMatch(/^lt-/);

    const done = await traceSettled(owner, id);
    expect(done.json).toMatchObject({ success: true, traceId: id, media: null, suspects: [] });
    const row = await prisma.leakTrace.findUniqueOrThrow({ where: { id } });
    expect(row.fileKey).toBeNull();
    expect((await fetchRaw(`/api/media/${queued.fileKey}`)).status).not.toBe(200);
  });

  it("a long video of another creator's: the job refuses it (403 when read), an admin's job traces it", async () => {
    const owner = await creator();
    const other = await creator();
    const admin = await member();
    await makeAdminById(admin.id);
    const bytes = video({ width: 160, height: 120, seconds: 21, fps: 10, audio: false, pattern: "smptebars" });
    const posted = await videoPost(owner, bytes);
    await mediaSettled(posted.mediaId);

    const refused = await trace(other, bytes, "copy.mp4", "video/mp4");
    expect(refused.status, JSON.stringify(refused.json)).toBe(202);
    const read = await traceSettled(other, refused.json.traceId);
    expect(read.status).toBe(403);
    expect(read.json.code).toBe("LEAK_TRACE_NOT_YOUR_MEDIA");
    expect((await prisma.leakTrace.findUniqueOrThrow({ where: { id: refused.json.traceId } })).fileKey).toBeNull();

    const byAdmin = await trace(admin, bytes, "copy.mp4", "video/mp4");
    expect(byAdmin.status).toBe(202);
    const done = await traceSettled(admin, byAdmin.json.traceId);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: "done", media: { postId: posted.postId, mediaId: posted.mediaId } });
  });
});

describe("a video's poster", () => {
  it("each fan is served a poster of their own, within 42 dB of the creator's, which is the poster itself; a viewer without a receipt none", async () => {
    const owner = await creator();
    const fans = [await member(), await member()];
    for (const fan of fans) await subscribeTo(fan, owner.id);
    // a photograph's picture (a camera's frame, as a poster is): on synthetic test patterns JPEG re-encoding alone costs
    // more than 42 dB, for a poster as for a photo (decision 090's fixtures)
    const photo = path.join(mkdtempSync(path.join(os.tmpdir(), "velvet-poster-")), "photo.jpg");
    writeFileSync(photo, await uniquePhotograph());
    const still = spawnSync(ffmpegBinaries().ffmpeg, ["-v", "error", "-loop", "1", "-i", photo, "-t", "2", "-r", "10", "-vf", "scale=640:-2", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-f", "mp4", "-movflags", "frag_keyframe+empty_moov", "pipe:1"], { maxBuffer: 64 * 1024 * 1024 });
    expect(still.status, still.stderr?.toString()).toBe(0);
    const posted = await videoPost(owner, still.stdout);
    await mediaSettled(posted.mediaId);

    const posterOf = async (who: { token: string }) => {
      const res = await api(`/api/users/content/access/${posted.key}`, { token: who.token });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const file = await fetchRaw(res.json.poster);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/jpeg");
      return { url: res.json.poster as string, bytes: file.bytes };
    };
    // the creator's own: the poster as the pipeline stored it, unmarked
    const own = await posterOf(owner);
    const stored = await storage().get(posterKeyOf(posted.key));
    expect(own.bytes.equals(Buffer.from(await new Response(stored!.stream).arrayBuffer()))).toBe(true);

    // each fan's: not the creator's, not the other fan's, and at least 42 dB from the creator's
    const served = [];
    for (const fan of fans) {
      const copy = await posterOf(fan);
      expect(copy.bytes.equals(own.bytes)).toBe(false);
      expect(await psnr(copy.bytes, own.bytes)).toBeGreaterThanOrEqual(42);
      // the same copy again (made once, then kept)
      expect((await fetchRaw(copy.url)).bytes.equals(copy.bytes)).toBe(true);
      served.push(copy);
    }
    expect(served[0]!.bytes.equals(served[1]!.bytes)).toBe(false);

    // a genuine link for a viewer who never had an access answer (no receipt): refused, never the unmarked poster
    const stranger = await member();
    const strangers = await fetchRaw(signedMediaUrl(posterKeyOf(posted.key), Date.now(), { viewer: viewerTag(stranger.id) }).url);
    expect(strangers.status).toBe(404);

    // the fans' copies are the medium's files (deleted with it) and go with their receipts
    const row = await prisma.media.findUniqueOrThrow({ where: { id: posted.mediaId }, select: STORED_FILES_SELECT });
    const receipts = await prisma.mediaReceipt.findMany({ where: { mediaId: posted.mediaId } });
    expect(receipts).toHaveLength(2);
    for (const r of receipts) {
      const key = markedCopyKey(posterKeyOf(posted.key), r.id);
      expect(storedFilesOf(row)).toContain(key);
      expect(await storage().size(key)).toBeGreaterThan(0);
    }
    await prisma.mediaReceipt.update({ where: { id: receipts[0]!.id }, data: { lastAccessAt: new Date(Date.now() - 731 * 86_400_000) } });
    await purgeOldReceipts(new Date());
    expect(await storage().size(markedCopyKey(posterKeyOf(posted.key), receipts[0]!.id))).toBeNull();
    expect(await storage().size(markedCopyKey(posterKeyOf(posted.key), receipts[1]!.id))).toBeGreaterThan(0);
  });
});

describe("GET/PUT /api/users/watermark and the visible mark", () => {
  it("reads the default, validates the text, and burns the mark into new photos only when on", async () => {
    const owner = await creator();
    const first = await api("/api/users/watermark", { token: owner.token });
    expect(first.json).toMatchObject({ success: true, visible: false, text: `velvet/@${owner.username}`, isDefault: true });
    expect((await api("/api/users/watermark", { method: "PUT", token: owner.token, body: { visible: true, text: "<script>" } })).status).toBe(400);
    expect((await api("/api/users/watermark", { method: "PUT", token: owner.token, body: { visible: true, text: "x".repeat(41) } })).status).toBe(400);
    expect((await api("/api/users/watermark", { method: "PUT", token: owner.token, body: { visible: "yes" } })).status).toBe(400);
    expect((await api("/api/users/watermark")).status).toBe(401);

    const bytes = await flat();
    const plain = await servedCopy(owner, (await photoPost(owner, bytes)).key);
    const on = await api("/api/users/watermark", { method: "PUT", token: owner.token, body: { visible: true, text: "velvet/@leaktest" } });
    expect(on.json).toMatchObject({ visible: true, text: "velvet/@leaktest", isDefault: false });
    const marked = await servedCopy(owner, (await photoPost(owner, bytes)).key);

    // the bottom-right corner differs (the text), the top-left one does not
    const region = async (img: Buffer, left: number, top: number) => sharp(img).extract({ left, top, width: 300, height: 60 }).raw().toBuffer();
    // values that differ clearly (the text's strokes), not JPEG noise
    const diff = (a: Buffer, b: Buffer) => a.reduce((n, v, i) => n + (Math.abs(v - b[i]!) > 40 ? 1 : 0), 0);
    expect(diff(await region(plain, 500, 540), await region(marked, 500, 540))).toBeGreaterThan(300);
    expect(diff(await region(plain, 0, 0), await region(marked, 0, 0))).toBe(0);

    const off = await api("/api/users/watermark", { method: "PUT", token: owner.token, body: { visible: false, text: null } });
    expect(off.json).toMatchObject({ visible: false, text: `velvet/@${owner.username}`, isDefault: true });
    const again = await servedCopy(owner, (await photoPost(owner, bytes)).key);
    expect(diff(await region(plain, 500, 540), await region(again, 500, 540))).toBe(0);
  });
});

describe("the visible mark on new videos", () => {
  /** The first frame of a video's first rendition, as stored by the worker, in raw RGB. */
  async function firstFrame(key: string): Promise<{ data: Buffer; width: number; height: number }> {
    const rendition = await waitFor(() => prisma.media.findFirst({ where: { key, status: "ready" } }), "the video ready");
    expect(rendition).toBeTruthy();
    // variant A of the first segment (both variants carry the visible mark: decision 092's A/B files)
    const segment = path.join(process.env.TEST_DATA_DIR ?? "", "media", variantSegmentKey(key, "240p", "a", 0));
    const out = spawnSync(ffmpegBinaries().ffmpeg, ["-v", "error", "-i", segment, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], { maxBuffer: 64 * 1024 * 1024 });
    expect(out.status, out.stderr?.toString()).toBe(0);
    const { data, info } = await sharp(out.stdout).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }

  it("a creator's new video carries the mark in its corner when it is on, and not otherwise", async () => {
    const owner = await creator();
    const bytes = video({ width: 320, height: 240, seconds: 2, fps: 10, audio: false, pattern: "rgbtestsrc" });
    const plain = await videoPost(owner, bytes);
    await mediaSettled(plain.mediaId);
    await api("/api/users/watermark", { method: "PUT", token: owner.token, body: { visible: true, text: "velvet/@videomark" } });
    const marked = await videoPost(owner, bytes);
    await mediaSettled(marked.mediaId);
    const a = await firstFrame(plain.key);
    const b = await firstFrame(marked.key);
    expect(b.width).toBe(a.width);
    // clearly different values in the bottom-right quarter, none in the top-left one
    const changed = (x0: number, y0: number) => {
      let n = 0;
      for (let y = y0; y < y0 + a.height / 2; y++)
        for (let x = x0; x < x0 + a.width / 2; x++) for (let c = 0; c < 3; c++) if (Math.abs(a.data[(y * a.width + x) * 3 + c]! - b.data[(y * a.width + x) * 3 + c]!) > 40) n++;
      return n;
    };
    expect(changed(a.width / 2, a.height / 2)).toBeGreaterThan(100);
    expect(changed(0, 0)).toBeLessThan(20);

    // its poster too (the creator's own, unmarked by any fan's mark)
    const poster = async (key: string) => {
      const res = await api(`/api/users/content/access/${key}`, { token: owner.token });
      return sharp((await fetchRaw(res.json.poster)).bytes).raw().toBuffer({ resolveWithObject: true });
    };
    const p = await poster(plain.key);
    const q = await poster(marked.key);
    expect(q.info.width).toBe(p.info.width);
    const posterChanged = (x0: number, y0: number) => {
      const w = p.info.width;
      let n = 0;
      for (let y = y0; y < y0 + p.info.height / 2; y++) for (let x = x0; x < x0 + w / 2; x++) for (let c = 0; c < 3; c++) if (Math.abs(p.data[(y * w + x) * 3 + c]! - q.data[(y * w + x) * 3 + c]!) > 40) n++;
      return n;
    };
    expect(posterChanged(p.info.width / 2, p.info.height / 2)).toBeGreaterThan(100);
    expect(posterChanged(0, 0)).toBeLessThan(20);
  });
});

describe("retention of receipts", () => {
  it("the retention job deletes receipts not accessed for LEAK_RECEIPT_RETENTION_DAYS, with the fan's marked copies, and keeps the others", async () => {
    const owner = await creator();
    const fan = await member();
    await subscribeTo(fan, owner.id);
    const photo = await photoPost(owner, await uniquePhotograph());
    await servedCopy(fan, photo.key);
    const receipt = await prisma.mediaReceipt.findFirstOrThrow({ where: { mediaId: photo.mediaId, userId: fan.id } });
    const markedCopy = markedCopyKey(photo.key, receipt.id);
    expect(await storage().size(markedCopy)).toBeGreaterThan(0);
    const now = new Date();
    expect(await purgeOldReceipts(now)).toBeGreaterThanOrEqual(0);
    expect(await prisma.mediaReceipt.count({ where: { id: receipt.id } })).toBe(1);
    await prisma.mediaReceipt.update({ where: { id: receipt.id }, data: { lastAccessAt: new Date(now.getTime() - 731 * 86_400_000) } });
    expect(await purgeOldReceipts(now)).toBeGreaterThanOrEqual(1);
    expect(await prisma.mediaReceipt.count({ where: { id: receipt.id } })).toBe(0);
    // the copy made for that receipt goes with it (nothing else would ever find the file again)
    expect(await storage().size(markedCopy)).toBeNull();
  });
});
