// The video pipeline (issue 24 points 3, 4, 8, 9; decisions 074-076), over HTTP with the media
// worker running (scripts/worker.ts, started by the test stack) and real ffmpeg on real files made
// here: every video is decoded when the post is made (a file cut short or audio-only is refused
// with MEDIA_UNREADABLE, in the reader's language, and leaves nothing); a post with a video is
// `processing` and seen by its author only, then published, with its subscribers told, when the
// worker made its H.264/AAC HLS renditions and poster; no location, device or date comes out of a
// phone's video; HEVC becomes H.264; a job killed half-way is retried; a video matching a hash
// list fails (MEDIA_BLOCKED) and is reported; a failed video can be retried by its author only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, postForm, registerUser, subscribe, type TestUser, type Upload } from "../helpers/content";
import { makeAdminById } from "../helpers/social";
import { LOCATION, mediaSettled, postSettled, video, waitFor } from "../helpers/video";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { storage } from "@/lib/storage";
import { isThumbHash } from "@/shared/media/placeholders";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/media");
const CONTROL = process.env.TEST_CONTROL_URL ?? "";

type Rendition = { name: string; width: number; height: number; bandwidth: number; segments: number; marked?: true };

async function stored(key: string): Promise<Buffer | null> {
  const obj = await storage().get(key);
  if (!obj) return null;
  return Buffer.from(await new Response(obj.stream).arrayBuffer());
}

/** What ffmpeg says of a file (the npm ffprobe cannot read MPEG-TS: ffmpeg's own reading of it). */
function ffmpegInfo(bytes: Buffer, ext: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-probe-test-"));
  try {
    const file = path.join(dir, `f${ext}`);
    writeFileSync(file, bytes);
    try {
      execFileSync(ffmpegBinaries().ffmpeg, ["-hide_banner", "-nostdin", "-i", file], { stdio: ["ignore", "pipe", "pipe"] });
    } catch (err) {
      return String((err as { stderr?: Buffer }).stderr ?? ""); // "At least one output file must be specified": exit 1, the reading on stderr
    }
    return "";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The member's notifications as they read them in English. */
async function notificationsOf(who: TestUser): Promise<{ type: string; title: string; message: string }[]> {
  const res = await api("/api/notifications?limit=50", { token: who.token, headers: { "accept-language": "en" } });
  expect(res.status).toBe(200);
  return res.json.notifications;
}

const newPost = (who: TestUser, files: Upload[], headers: Record<string, string> = {}) =>
  api("/api/posts/exclusive-content", { method: "POST", token: who.token, form: postForm({ title: "Holiday clip", description: "Words" }, files), headers });

const videoIdOf = async (postId: string) => (await prisma.media.findFirstOrThrow({ where: { postId, type: "video" }, select: { id: true } })).id;

/** Every stored output of a video: playlists, segments (the shared audio rendition's too), poster. */
async function outputsOf(m: { key: string; posterKey: string | null; renditions: unknown; audio?: unknown }) {
  const renditions = m.renditions as Rendition[];
  const files: { key: string; bytes: Buffer }[] = [];
  for (const r of renditions) {
    const playlistKey = `${m.key}.${r.name}.m3u8`;
    const playlist = await stored(playlistKey);
    expect(playlist, playlistKey).not.toBeNull();
    files.push({ key: playlistKey, bytes: playlist! });
    // marked for leak tracing (decision 092): variants A and B of every segment, the playlist naming A's
    expect(r.marked).toBe(true);
    for (let i = 0; i < r.segments; i++) {
      const key = `${m.key}.${r.name}.a.${String(i).padStart(5, "0")}.ts`;
      expect(playlist!.toString("utf8")).toContain(key);
      for (const k of [key, `${m.key}.${r.name}.b.${String(i).padStart(5, "0")}.ts`]) {
        const bytes = await stored(k);
        expect(bytes, k).not.toBeNull();
        files.push({ key: k, bytes: bytes! });
      }
    }
  }
  // the sound, when there is any: one audio rendition shared by every rendition (decision 095)
  const audio = m.audio as { segments: number } | null | undefined;
  if (audio) {
    const playlist = await stored(`${m.key}.audio.m3u8`);
    expect(playlist).not.toBeNull();
    files.push({ key: `${m.key}.audio.m3u8`, bytes: playlist! });
    for (let i = 0; i < audio.segments; i++) {
      const key = `${m.key}.audio.${String(i).padStart(5, "0")}.ts`;
      expect(playlist!.toString("utf8")).toContain(key);
      const bytes = await stored(key);
      expect(bytes, key).not.toBeNull();
      files.push({ key, bytes: bytes! });
    }
  }
  const poster = await stored(m.posterKey!);
  expect(poster).not.toBeNull();
  files.push({ key: m.posterKey!, bytes: poster! });
  return files;
}

describe("a post with a video", () => {
  it("is processing and its author's alone, then published with its subscribers told; a phone's location, device and date never come out", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const phone = video({ container: "mov", location: true, seconds: 3 });
    expect(phone.includes(Buffer.from(LOCATION))).toBe(true);

    const res = await newPost(creator, [{ bytes: phone, name: "IMG_0042.MOV", type: "video/quicktime" }]);
    expect(res.status).toBe(201);
    expect(res.json.post.status).toBe("processing");
    expect(res.json.post.processing).toMatchObject({ progress: expect.any(Number), media: [expect.objectContaining({ status: "processing", error: null })] });
    const postId = res.json.post._id as string;

    // nobody but the author sees it meanwhile, and nobody is told
    const ownList = await api(`/api/posts/user-posts/${creator.username}`, { token: creator.token });
    expect(ownList.json.posts.map((p: { _id: string }) => p._id)).toContain(postId);
    const fanList = await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token });
    expect(fanList.json.posts.map((p: { _id: string }) => p._id)).not.toContain(postId);
    // the author's page reads the post again while it is processed (its percent); anyone else: 404
    const polled = await api(`/api/posts/${postId}/processing`, { token: creator.token });
    expect(polled.status).toBe(200);
    expect(polled.json.post).toMatchObject({ _id: postId, status: "processing", processing: { progress: expect.any(Number), media: [expect.objectContaining({ status: "processing" })] } });
    for (const [who, id] of [[fan, postId], [creator, "not-an-id"]] as const) {
      const other = await api(`/api/posts/${id}/processing`, { token: who.token });
      expect(other.status).toBe(404);
      expect(other.json.code).toBe("POST_NOT_FOUND");
    }

    const m = await mediaSettled(await videoIdOf(postId));
    expect(m).toMatchObject({ status: "ready", progress: 100, processingError: null, width: 640, height: 360, posterKey: `${m.key}.poster.jpg` });
    expect(m.durationMs).toBeGreaterThan(2900);
    expect(m.durationMs).toBeLessThan(3200);
    // the poster's placeholder, a ThumbHash like every medium's (decision 079)
    expect(isThumbHash(m.placeholder)).toBe(true);
    const renditions = m.renditions as Rendition[];
    expect(renditions.map((r) => [r.name, r.width, r.height])).toEqual([["360p", 640, 360]]);
    // one PDQ hash a second, kept (leak tracing)
    expect(await prisma.videoFrameHash.count({ where: { mediaId: m.id } })).toBeGreaterThanOrEqual(3);

    expect(await postSettled(postId)).toBe("published");
    const settled = await api(`/api/posts/${postId}/processing`, { token: creator.token });
    expect(settled.json.post).toMatchObject({ status: "published", videos: [expect.objectContaining({ duration: expect.any(Number) })] });
    expect(settled.json.post.processing).toBeUndefined();
    const after = await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token });
    expect(after.json.posts.map((p: { _id: string }) => p._id)).toContain(postId);
    await waitFor(async () => (await notificationsOf(fan)).some((n) => n.type === "new_post"), "the fan's new_post notification", 10_000);

    // no output carries the location, the device or the date
    const files = await outputsOf(m);
    for (const f of files) {
      for (const secret of [LOCATION, "48.8577", "ISO6709", "iPhone", "Apple", "2026-07-14"]) expect(f.bytes.includes(Buffer.from(secret)), `${secret} in ${f.key}`).toBe(false);
    }
    const segment = files.find((f) => f.key.endsWith(".a.00000.ts"))!;
    const info = ffmpegInfo(segment.bytes, ".ts");
    expect(info).toMatch(/Video: h264/);
    expect(info).toMatch(/yuv420p/);
    expect(info).not.toMatch(/location|creation_time|model/i);
    // the sound: AAC in the shared audio rendition (decision 095), not repeated in every segment
    expect(m.audio).toMatchObject({ bandwidth: 128_000, segments: 1 });
    expect(info).not.toMatch(/Audio:/);
    const sound = ffmpegInfo(files.find((f) => f.key === `${m.key}.audio.00000.ts`)!.bytes, ".ts");
    expect(sound).toMatch(/Audio: aac/);
    expect(sound).not.toMatch(/Video:/);
    expect(sound).not.toMatch(/location|creation_time|model/i);
    const poster = await sharp(files.at(-1)!.bytes).metadata();
    expect(poster).toMatchObject({ format: "jpeg", width: 640, height: 360 });
    expect(poster.exif).toBeUndefined();
    // the original stays stored (retries, leak tracing)
    expect(await storage().size(m.key)).toBe(phone.length);
  });

  it("turns an HEVC phone video into H.264, without its location", async () => {
    const creator = await registerUser();
    const hevc = readFileSync(path.join(FIXTURES, "hevc-320x240-2s.mov"));
    expect(ffmpegInfo(hevc, ".mov")).toMatch(/Video: hevc/);
    const res = await newPost(creator, [{ bytes: hevc, name: "clip.mov", type: "video/quicktime" }]);
    expect(res.status).toBe(201);
    const m = await mediaSettled(await videoIdOf(res.json.post._id));
    expect(m.status).toBe("ready");
    // below 360p: one rendition at the source's size
    expect((m.renditions as Rendition[]).map((r) => [r.name, r.width, r.height])).toEqual([["240p", 320, 240]]);
    for (const f of await outputsOf(m)) expect(f.bytes.includes(Buffer.from("48.8577")), f.key).toBe(false);
    const first = await stored(`${m.key}.240p.a.00000.ts`);
    expect(ffmpegInfo(first!, ".ts")).toMatch(/Video: h264/);
  });

  it("gives a 720p source two renditions (360p and 720p), never above its height", async () => {
    const creator = await registerUser();
    const res = await newPost(creator, [{ bytes: video({ width: 1280, height: 720, seconds: 2, pattern: "testsrc2" }), name: "hd.mp4", type: "video/mp4" }]);
    expect(res.status).toBe(201);
    const m = await mediaSettled(await videoIdOf(res.json.post._id));
    expect(m.status).toBe("ready");
    expect((m.renditions as Rendition[]).map((r) => [r.name, r.width, r.height])).toEqual([
      ["360p", 640, 360],
      ["720p", 1280, 720],
    ]);
  });
});

describe("the decode check at creation", () => {
  it("refuses a file cut short and an audio-only file with MEDIA_UNREADABLE (in the reader's language); nothing is stored or created", async () => {
    const creator = await registerUser();
    const whole = video({ seconds: 3 });
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const audioOnly = video({ audioOnly: true, seconds: 2 });
    const before = await prisma.media.count({ where: { ownerId: creator.id } });
    for (const [bytes, name] of [
      [cut, "cut.mp4"],
      [audioOnly, "voice.mp4"],
    ] as const) {
      const res = await newPost(creator, [{ bytes, name, type: "video/mp4" }], { "accept-language": "fr" });
      expect(res.status, name).toBe(422);
      expect(res.json.code).toBe("MEDIA_UNREADABLE");
      expect(res.json.message).toBe(`${name} : ce fichier n'a pas pu être lu comme une vidéo ou une photo (tronqué, abîmé, sans image ou vide)`);
    }
    // also as a chat attachment
    const chat = await apiForm("/api/chat/attachments", { token: creator.token, form: (() => {
      const f = new FormData();
      f.append("files", new Blob([new Uint8Array(cut)], { type: "video/mp4" }), "cut.mp4");
      return f;
    })() });
    expect(chat.status).toBe(422);
    expect(chat.json.code).toBe("MEDIA_UNREADABLE");
    expect(await prisma.media.count({ where: { ownerId: creator.id } })).toBe(before);
    expect(await prisma.post.count({ where: { authorId: creator.id } })).toBe(0);
  });
});

describe("processing jobs", () => {
  it("a job whose worker is killed half-way is retried by a new worker and the post still publishes", async () => {
    expect(CONTROL, "TEST_CONTROL_URL is not set: run through npm test").toBeTruthy();
    const creator = await registerUser();
    const res = await newPost(creator, [{ bytes: video({ width: 1280, height: 720, seconds: 6, pattern: "smptebars" }), name: "long.mp4", type: "video/mp4" }]);
    expect(res.status).toBe(201);
    const mediaId = await videoIdOf(res.json.post._id);
    // the worker has taken the job (and is encoding): kill it as a crash would
    await waitFor(
      async () => (await prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'media-process' AND singleton_key = $1 AND state = 'active'`, mediaId))[0]!.n > 0,
      "the job to start",
      30_000,
    );
    expect((await fetch(`${CONTROL}/worker/kill`, { method: "POST" })).status).toBe(200);
    const half = await prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
    expect(half.status).toBe("processing");
    expect(half.renditions).toBeNull();
    expect((await fetch(`${CONTROL}/worker/start`, { method: "POST" })).status).toBe(200);

    const m = await mediaSettled(mediaId, 120_000);
    expect(m.status).toBe("ready");
    expect((m.renditions as Rendition[]).map((r) => r.name)).toEqual(["360p", "720p"]);
    expect(await postSettled(res.json.post._id)).toBe("published");
    // the job that completed is the one killed, on its retry (pg-boss records it completed once the worker's handler returned)
    const job = await waitFor(
      async () =>
        (
          await prisma.$queryRawUnsafe<{ retry_count: number }[]>(
            `SELECT retry_count FROM pgboss.job WHERE name = 'media-process' AND singleton_key = $1 AND state = 'completed'
             UNION ALL SELECT retry_count FROM pgboss.archive WHERE name = 'media-process' AND singleton_key = $1 AND state = 'completed'`,
            mediaId,
          )
        )[0],
      "the job completed",
      10_000,
    );
    expect(job.retry_count).toBeGreaterThanOrEqual(1);
  }, 180_000);

  it("a video on a hash list fails with MEDIA_BLOCKED: never published, the original in quarantine, a report opened, the creator told", async () => {
    const creator = await registerUser();
    const clip = video({ pattern: "mandelbrot", seconds: 2 });
    // the frames' hashes, as the worker makes them, listed by an admin
    const first = await newPost(creator, [{ bytes: clip, name: "first.mp4", type: "video/mp4" }]);
    const firstMedia = await mediaSettled(await videoIdOf(first.json.post._id));
    const hashes = (await prisma.videoFrameHash.findMany({ where: { mediaId: firstMedia.id, quality: { gte: 50 } }, select: { pdq: true } })).map((h) => h.pdq);
    expect(hashes.length).toBeGreaterThan(0);
    const boss = await registerUser();
    await makeAdminById(boss.id);
    const list = await api("/api/admin/hash-lists", { method: "POST", token: boss.token, body: { name: `video list ${Date.now()}`, source: "test", reason: "illegal" } });
    expect(list.status).toBe(201);
    const added = await api(`/api/admin/hash-lists/${list.json.hashList._id}/hashes`, { method: "POST", token: boss.token, body: { hashes } });
    expect(added.status).toBe(200);

    const uploader = await registerUser();
    const res = await newPost(uploader, [{ bytes: clip, name: "again.mp4", type: "video/mp4" }]);
    expect(res.status).toBe(201);
    const postId = res.json.post._id as string;
    const m = await mediaSettled(await videoIdOf(postId));
    expect(m).toMatchObject({ status: "failed", processingError: "MEDIA_BLOCKED", renditions: null, posterKey: null });
    expect(await storage().size(m.key)).toBeNull();
    expect((await prisma.post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("processing");
    const match = await prisma.hashMatch.findFirstOrThrow({ where: { uploaderId: uploader.id } });
    expect(await storage().size(match.fileKey)).toBe(clip.length);
    const notes = await notificationsOf(uploader);
    expect(notes.find((n) => n.title === "A video could not be published")?.message).toBe(
      "“Holiday clip”: this file cannot be published. Your post stays hidden: try again or delete it.",
    );
    // the author's answer says why; a blocked file cannot be retried
    const own = await api(`/api/posts/user-posts/${uploader.username}`, { token: uploader.token });
    expect(own.json.posts.find((p: { _id: string }) => p._id === postId).processing.media[0]).toMatchObject({ status: "failed", error: "MEDIA_BLOCKED" });
    const retry = await api(`/api/posts/${postId}/media/${m.id}/retry`, { method: "POST", token: uploader.token });
    expect(retry.status).toBe(409);
    expect(retry.json.code).toBe("MEDIA_NOT_RETRYABLE");
    // the author may delete the post instead (never shown to anyone); the medium stays in their vault
    const dropped = await api(`/api/posts/${postId}/schedule`, { method: "DELETE", token: uploader.token });
    expect(dropped.status).toBe(200);
    expect(await prisma.post.count({ where: { id: postId } })).toBe(0);
    // the list goes: no other test's video may match it (the mandelbrot clip is this test's own anyway)
    await prisma.listedHash.deleteMany({ where: { listId: list.json.hashList._id } });
  });

  it("a failed video is processed again on its author's retry (only theirs: 404 for others, 409 when not failed)", async () => {
    const creator = await registerUser();
    const other = await registerUser();
    const res = await newPost(creator, [{ bytes: video({ seconds: 2, pattern: "rgbtestsrc" }), name: "v.mp4", type: "video/mp4" }]);
    const postId = res.json.post._id as string;
    const mediaId = await videoIdOf(postId);
    await mediaSettled(mediaId);
    // as if its last attempt had failed
    await prisma.media.update({ where: { id: mediaId }, data: { status: "failed", processingError: "MEDIA_PROCESSING_FAILED", progress: null } });
    await prisma.post.update({ where: { id: postId }, data: { status: "processing" } });

    expect((await api(`/api/posts/${postId}/media/${mediaId}/retry`, { method: "POST", token: other.token })).status).toBe(404);
    expect((await api(`/api/posts/${postId}/media/${mediaId}/retry`, { method: "POST" })).status).toBe(401);
    const retried = await api(`/api/posts/${postId}/media/${mediaId}/retry`, { method: "POST", token: creator.token });
    expect(retried.status).toBe(202);
    expect(retried.json).toEqual({ success: true, media: { _id: mediaId, status: "processing", progress: 0 } });
    expect((await api(`/api/posts/${postId}/media/${mediaId}/retry`, { method: "POST", token: creator.token })).json.code).toBe("MEDIA_NOT_FAILED");
    expect((await mediaSettled(mediaId)).status).toBe("ready");
    expect(await postSettled(postId)).toBe("published");
  });
});
