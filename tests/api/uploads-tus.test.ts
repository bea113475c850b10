// Resumable uploads (issue 24 part 1): tus 1.0 at /api/uploads over real HTTP: creation, a PATCH
// cut off mid-way and resumed from HEAD's offset, a post and a chat attachment made of finished
// uploads (checked by content like multipart files), the uploader's alone (404 for others), 413
// for a declared length over the limit before any byte, termination, expiry, and the app's
// memory while a large upload streams in.
import http from "node:http";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { jpeg, mp4, registerUser, type TestUser } from "../helpers/content";
import { prisma } from "../helpers/db";
import { appStorage } from "../helpers/hls-video";
import { appRss, streamBody } from "../helpers/stream-upload";
import { expireUploads } from "@/lib/uploads/expire";
import { padded, video as testVideo } from "../helpers/video";

vi.setConfig({ testTimeout: 60_000 });

const MB = 1024 * 1024;
const TUS = { "tus-resumable": "1.0.0" };

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const metadata = (filename: string, filetype: string) => `filename ${b64(filename)},filetype ${b64(filetype)}`;

async function tus(url: string, opts: { method: string; token?: string; headers?: Record<string, string>; body?: Buffer }) {
  const headers: Record<string, string> = { ...TUS, "accept-language": "en", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(new URL(url, baseUrl()), { method: opts.method, headers, body: opts.body ? new Uint8Array(opts.body) : undefined, redirect: "manual" });
  const text = await res.text();
  let json: { code?: string; message?: string } | null = null;
  try {
    json = JSON.parse(text) as { code?: string };
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

async function create(user: TestUser, length: number, filename = "clip.mp4", filetype = "video/mp4") {
  return tus("/api/uploads", { method: "POST", token: user.token, headers: { "upload-length": String(length), "upload-metadata": metadata(filename, filetype) } });
}

async function patch(user: TestUser, location: string, offset: number, bytes: Buffer) {
  return tus(location, { method: "PATCH", token: user.token, headers: { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, body: bytes });
}

/** Creates and sends a whole file; answers its Location. */
async function uploadWhole(user: TestUser, bytes: Buffer, filename: string, filetype: string): Promise<string> {
  const created = await create(user, bytes.length, filename, filetype);
  expect(created.status, created.text).toBe(201);
  const location = created.headers.get("location")!;
  const done = await patch(user, location, 0, bytes);
  expect(done.status, done.text).toBe(204);
  return location;
}

const idOf = (location: string) => location.split("/").pop()!;

/** Sends `sent` bytes of a PATCH that announces `declared` bytes, then cuts the connection (a dropped network). */
function interruptedPatch(user: TestUser, location: string, offset: number, sent: Buffer, declared: number): Promise<void> {
  const url = new URL(location, baseUrl());
  return new Promise((resolve) => {
    const req = http.request({
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "PATCH",
      headers: { ...TUS, authorization: `Bearer ${user.token}`, "upload-offset": String(offset), "content-type": "application/offset+octet-stream", "content-length": String(declared) },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.write(sent, () => setTimeout(() => req.destroy(), 300));
  });
}

async function tusFiles(): Promise<string[]> {
  return readdir(path.join(process.env.TEST_DATA_DIR ?? "", "tmp", "tus")).catch(() => []);
}

describe("tus uploads at /api/uploads", () => {
  it("creates, takes a PATCH in two parts with a cut-off middle resumed from HEAD, and a post is made of it, byte for byte", async () => {
    const creator = await registerUser();
    const video = padded(testVideo({ seconds: 2 }), 600_000);
    const created = await create(creator, video.length, "holiday.mp4", "video/mp4");
    expect(created.status, created.text).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/api\/uploads\/up-[0-9a-f-]{36}$/);
    expect(created.headers.get("tus-resumable")).toBe("1.0.0");
    expect(created.headers.get("upload-expires")).toBeTruthy();

    const first = await patch(creator, location, 0, video.subarray(0, 200_000));
    expect(first.status, first.text).toBe(204);
    expect(first.headers.get("upload-offset")).toBe("200000");

    // the connection drops after 150,000 more bytes of a PATCH announcing the rest
    await interruptedPatch(creator, location, 200_000, video.subarray(200_000, 350_000), video.length - 200_000);
    const head = await tus(location, { method: "HEAD", token: creator.token });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-length")).toBe(String(video.length));
    expect(head.headers.get("cache-control")).toContain("no-store");
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThanOrEqual(200_000);
    expect(offset).toBeLessThanOrEqual(350_000);

    // a PATCH at a wrong offset is refused, the right one finishes it
    expect((await patch(creator, location, 0, video.subarray(0, 10))).status).toBe(409);
    const rest = await patch(creator, location, offset, video.subarray(offset));
    expect(rest.status, rest.text).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(video.length));

    const made = await api("/api/posts/exclusive-content", { token: creator.token, body: { title: "From tus", description: "resumed upload", uploads: [idOf(location)], captions: ["on the beach"] } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.post.videos).toHaveLength(1);
    const row = await prisma.media.findFirstOrThrow({ where: { ownerId: creator.id, postId: made.json.post._id } });
    expect(row).toMatchObject({ type: "video", mimeType: "video/mp4", caption: "on the beach" });
    expect(Number(row.size)).toBe(video.length);
    // the stored file is the uploaded one, byte for byte (read from storage: a video's original is never served, decision 077)
    const stored = await appStorage().get(row.key);
    expect(Buffer.from(await new Response(stored!.stream).arrayBuffer()).equals(video)).toBe(true);
    // the upload is used up
    expect((await tus(location, { method: "HEAD", token: creator.token })).status).toBe(404);
  });

  it("makes a post of several uploads in order (repeated multipart fields), with the photo re-encoded", async () => {
    const creator = await registerUser();
    const photo = await jpeg(800, 600);
    const a = idOf(await uploadWhole(creator, photo, "a.jpg", "image/jpeg"));
    const b = idOf(await uploadWhole(creator, testVideo(), "b.mp4", "video/mp4"));
    const form = new FormData();
    form.set("title", "Two");
    form.set("description", "files");
    form.append("uploads", a);
    form.append("uploads", b);
    const made = await api("/api/posts/exclusive-content", { token: creator.token, form });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const rows = await prisma.media.findMany({ where: { postId: made.json.post._id }, orderBy: { position: "asc" } });
    expect(rows.map((r) => r.type)).toEqual(["image", "video"]);
    expect(Number(rows[0]!.size)).not.toBe(photo.length); // re-encoded: the EXIF and GPS of the original are gone
  });

  it("checks a finished upload by its content when it is used: a text file named .jpg is 415 and the upload stays", async () => {
    const creator = await registerUser();
    const fake = Buffer.from("not a picture at all, just words ".repeat(200));
    const location = await uploadWhole(creator, fake, "fake.jpg", "image/jpeg");
    const made = await api("/api/posts/exclusive-content", { token: creator.token, body: { title: "Fake", description: "nope", uploads: [idOf(location)] } });
    expect(made.status).toBe(415);
    expect(made.json.code).toBe("MEDIA_TYPE_NOT_ALLOWED");
    expect(await prisma.post.count({ where: { authorId: creator.id } })).toBe(0);
    expect((await tus(location, { method: "HEAD", token: creator.token })).status).toBe(200);
  });

  it("refuses an unfinished upload (409) and someone else's (400), creating nothing", async () => {
    const creator = await registerUser();
    const other = await registerUser();
    const created = await create(creator, 10_000);
    const unfinished = idOf(created.headers.get("location")!);
    const refused = await api("/api/posts/exclusive-content", { token: creator.token, body: { title: "Half", description: "not yet", uploads: [unfinished] } });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("UPLOAD_NOT_FINISHED");
    const theirs = idOf(await uploadWhole(other, mp4(8_000), "theirs.mp4", "video/mp4"));
    const stolen = await api("/api/posts/exclusive-content", { token: creator.token, body: { title: "Theirs", description: "not mine", uploads: [theirs] } });
    expect(stolen.status).toBe(400);
    expect(stolen.json.code).toBe("UPLOAD_UNKNOWN");
    const chat = await api("/api/chat/attachments", { token: creator.token, body: { uploads: [theirs] } });
    expect(chat.status).toBe(400);
    expect(await prisma.post.count({ where: { authorId: creator.id } })).toBe(0);
    expect(await prisma.media.count({ where: { ownerId: creator.id } })).toBe(0);
  });

  it("sends a finished upload as a chat attachment (JSON body)", async () => {
    const fan = await registerUser();
    const id = idOf(await uploadWhole(fan, await jpeg(), "me.jpg", "image/jpeg"));
    const res = await api("/api/chat/attachments", { token: fan.token, body: { uploads: [id] } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.attachment).toMatchObject({ type: "image" });
    expect(res.json.attachment.key).toMatch(/^cm-/);
  });

  it("is the uploader's alone: 404 for another member, 401 without a session", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const location = (await create(owner, 5_000)).headers.get("location")!;
    for (const method of ["HEAD", "DELETE"]) expect((await tus(location, { method, token: other.token })).status, method).toBe(404);
    const theirPatch = await patch(other, location, 0, mp4(5_000));
    expect(theirPatch.status).toBe(404);
    expect(theirPatch.json?.code).toBe("UPLOAD_NOT_FOUND");
    expect((await tus(location, { method: "HEAD" })).status).toBe(401);
    expect((await tus("/api/uploads", { method: "POST", headers: { "upload-length": "10", "upload-metadata": metadata("a.mp4", "video/mp4") } })).status).toBe(401);
    // the owner's is untouched
    const head = await tus(location, { method: "HEAD", token: owner.token });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("0");
  });

  it("refuses a declared length over the limit with 413 before any byte is stored, and what is not a photo or video with 415", async () => {
    const user = await registerUser();
    const before = (await tusFiles()).length;
    const video = await create(user, 4 * 1024 * MB + 1, "huge.mp4", "video/mp4");
    expect(video.status).toBe(413);
    expect(video.json).toMatchObject({ success: false, code: "MEDIA_TOO_LARGE" });
    expect(video.json?.message).toBe("huge.mp4: videos must be at most 4096 MB");
    const photo = await create(user, 50 * MB + 1, "huge.jpg", "image/jpeg");
    expect(photo.status).toBe(413);
    expect((await create(user, 1000, "doc.pdf", "application/pdf")).status).toBe(415);
    const noLength = await tus("/api/uploads", { method: "POST", token: user.token, headers: { "upload-metadata": metadata("a.mp4", "video/mp4") } });
    expect(noLength.status).toBe(400);
    expect((await tus("/api/uploads", { method: "POST", token: user.token, headers: { "upload-length": "10" } })).status).toBe(400);
    expect((await tusFiles()).length).toBe(before);
    // just under the limit is fine
    expect((await create(user, 4 * 1024 * MB, "big.mp4", "video/mp4")).status).toBe(201);
  });

  it("DELETE terminates an upload and its bytes", async () => {
    const user = await registerUser();
    const location = (await create(user, 20_000)).headers.get("location")!;
    expect((await patch(user, location, 0, mp4(20_000).subarray(0, 5_000))).status).toBe(204);
    const gone = await tus(location, { method: "DELETE", token: user.token });
    expect(gone.status).toBe(204);
    expect((await tus(location, { method: "HEAD", token: user.token })).status).toBe(404);
    expect((await tusFiles()).some((f) => f.startsWith(idOf(location)))).toBe(false);
  });

  it("deletes unfinished uploads once they are older than UPLOAD_RETENTION_HOURS (the retention job)", async () => {
    const user = await registerUser();
    const stale = (await create(user, 9_000)).headers.get("location")!;
    expect(await expireUploads(new Date())).toBe(0);
    expect((await tus(stale, { method: "HEAD", token: user.token })).status).toBe(200);
    expect(await expireUploads(new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect((await tus(stale, { method: "HEAD", token: user.token })).status).toBe(404);
  });

  it("streams a 200 MB PATCH to disk without holding it in memory", async () => {
    const user = await registerUser();
    const size = 200 * MB;
    const location = (await create(user, size, "long.mp4", "video/mp4")).headers.get("location")!;
    const before = await appRss();
    let peak = before ?? 0;
    const sampler = setInterval(() => void appRss().then((r) => (peak = Math.max(peak, r ?? 0))), 25);
    // a real video (posts decode every video) followed by one `free` box holding the filler bytes
    const clip = testVideo();
    const box = Buffer.alloc(8);
    box.writeUInt32BE(size - clip.length, 0);
    box.write("free", 4, "latin1");
    const head = Buffer.concat([clip, box]);
    const res = await streamBody({
      path: location,
      method: "PATCH",
      headers: { ...TUS, authorization: `Bearer ${user.token}`, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      prefix: head,
      fillerBytes: size - head.length,
      declareLength: true,
    }).finally(() => clearInterval(sampler));
    expect(res.status, res.body).toBe(204);
    if (before !== null) expect(peak - before).toBeLessThan(100 * MB);
    const made = await api("/api/posts/exclusive-content", { token: user.token, body: { title: "Long", description: "film", uploads: [idOf(location)] } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
  }, 120_000);
});
