// Bodies are bounded while they stream (issue 16): JSON is cut off at its cap and refused 413
// before the client finished sending; JSON endpoints take JSON only (415); uploads stream to
// temporary files under DATA_DIR, are refused by kind (415) and size (413) as the bytes arrive,
// images over 100 megapixels (MEDIA_MAX_PHOTO_PIXELS) are refused from their header, and no temporary file is left.
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { jpeg, registerUser } from "../helpers/content";
import { video as testVideo } from "../helpers/video";
import { prisma } from "../helpers/db";
import { appRss, multipartAround, streamBody } from "../helpers/stream-upload";

const MB = 1024 * 1024;

async function leftoverUploads(): Promise<string[]> {
  const dir = path.join(process.env.TEST_DATA_DIR ?? "", "tmp", "uploads");
  return readdir(dir).catch(() => []);
}

describe("JSON bodies", () => {
  it("a chunked 200 MB body without Content-Length is refused 413 after at most a few MB were sent", async () => {
    const res = await streamBody({
      path: "/api/users/login",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
      prefix: Buffer.from('{"email":"a@b.c","password":"'),
      fillerBytes: 200 * MB,
      fill: 0x61,
      suffix: Buffer.from('"}'),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false });
    expect(res.sentBytes).toBeLessThan(16 * MB);
  });

  it("a declared Content-Length over the cap is refused before the body is read", async () => {
    const res = await streamBody({
      path: "/api/contact",
      headers: { "content-type": "application/json" },
      prefix: Buffer.from('{"message":"'),
      fillerBytes: 200 * MB,
      fill: 0x61,
      suffix: Buffer.from('"}'),
      declareLength: true,
    });
    expect(res.status).toBe(413);
    expect(res.sentBytes).toBeLessThan(16 * MB);
  });

  it("refuses other content types with 415, as a cross-site form would send them; application/json (any case, with charset) passes", async () => {
    const body = JSON.stringify({ email: "nobody@example.test", password: "whatever-password" });
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain; application/json"]) {
      const res = await api("/api/users/login", { method: "POST", rawBody: body, headers: { "content-type": type, "x-forwarded-for": "10.77.0.2" } });
      expect(res.status, type).toBe(415);
      expect(res.json.success).toBe(false);
    }
    // a body with no Content-Type at all is not JSON either
    const untyped = await fetch(new URL("/api/users/login", process.env.TEST_BASE_URL), { method: "POST", body: new Blob([body]) });
    expect(untyped.status).toBe(415);
    for (const type of ["application/json", "Application/JSON; charset=utf-8"]) {
      const res = await api("/api/users/login", { method: "POST", rawBody: body, headers: { "content-type": type, "x-forwarded-for": "10.77.0.3" } });
      expect(res.status, type).toBe(401); // read and checked: wrong credentials
    }
  });

  it("reads a request with no body and no Content-Type as {} (validated, not refused as 415)", async () => {
    const u = await registerUser();
    const res = await api("/api/users/notification-preferences", { method: "PUT", token: u.token });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Send at least one notification type");
  });
});

describe("uploads stream to disk", () => {
  it("refuses a photo past 50 MB with 413 while it is still being sent, storing nothing", async () => {
    const u = await registerUser();
    const head = await jpeg(64, 64);
    const body = multipartAround({ title: "Big", description: "too big" }, { field: "media", name: "big.jpg", type: "image/jpeg", head });
    const res = await streamBody({
      path: "/api/posts/exclusive-content",
      headers: { "content-type": body.contentType, authorization: `Bearer ${u.token}` },
      prefix: body.prefix,
      fillerBytes: 300 * MB,
      suffix: body.suffix,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe("big.jpg: photos must be at most 50 MB");
    // the limit (50 MB) and what may be in flight when the refusal comes, as with the former 20 MB limit
    expect(res.sentBytes).toBeLessThan(50 * MB + 80 * MB);
    expect(await prisma.media.count({ where: { ownerId: u.id } })).toBe(0);
    expect(await leftoverUploads()).toEqual([]);
  });

  it("a client that goes on sending after the refusal (fetch, browsers) still reads the 413, not a network error", async () => {
    const u = await registerUser();
    const big = Buffer.concat([await jpeg(32, 32), Buffer.alloc(60 * MB)]);
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append("title", "t");
      form.append("description", "d");
      form.append("media", new Blob([new Uint8Array(big)], { type: "image/jpeg" }), "big.jpg");
      const res = await api("/api/posts/exclusive-content", { token: u.token, form });
      expect(res.status).toBe(413);
    }
    const json = await api("/api/contact", { rawBody: JSON.stringify({ message: "x".repeat(3 * MB) }), headers: { "content-type": "application/json" } });
    expect(json.status).toBe(413);
  });

  it("refuses a file that is not an image or video (415) from its first bytes, before the rest arrives", async () => {
    const u = await registerUser();
    const body = multipartAround({}, { field: "files", name: "notes.jpg", type: "image/jpeg", head: Buffer.from("plain text pretending to be a photo ") });
    const res = await streamBody({
      path: "/api/chat/attachments",
      headers: { "content-type": body.contentType, authorization: `Bearer ${u.token}` },
      prefix: body.prefix,
      fillerBytes: 300 * MB,
      fill: 0x61,
      suffix: body.suffix,
    });
    expect(res.status).toBe(415);
    expect(res.sentBytes).toBeLessThan(64 * MB);
    expect(await leftoverUploads()).toEqual([]);
  });

  it("takes a 200 MB video streamed without holding it in memory, and leaves no temporary file", async () => {
    const u = await registerUser();
    // a real video (posts decode every video) followed by one `free` box holding the 200 MB of filler
    const clip = testVideo();
    const box = Buffer.alloc(8);
    box.writeUInt32BE(8 + 200 * MB, 0);
    box.write("free", 4, "latin1");
    const head = Buffer.concat([clip, box]);
    const body = multipartAround({ title: "Film", description: "a long one" }, { field: "media", name: "film.mp4", type: "video/mp4", head });
    const before = await appRss();
    let peak = before ?? 0;
    const sampler = setInterval(() => void appRss().then((r) => (peak = Math.max(peak, r ?? 0))), 25);
    const res = await streamBody({
      path: "/api/posts/exclusive-content",
      headers: { "content-type": body.contentType, authorization: `Bearer ${u.token}` },
      prefix: body.prefix,
      fillerBytes: 200 * MB,
      suffix: body.suffix,
    }).finally(() => clearInterval(sampler));
    expect(res.status, res.body).toBe(201);
    const post = JSON.parse(res.body).post;
    expect(post.videos).toHaveLength(1);
    const row = await prisma.media.findFirstOrThrow({ where: { ownerId: u.id } });
    expect(Number(row.size)).toBe(head.length + 200 * MB);
    if (before !== null) expect(peak - before).toBeLessThan(100 * MB);
    expect(await leftoverUploads()).toEqual([]);
  }, 120_000);

  it("refuses images over 100 megapixels from their header, for posts and avatars", async () => {
    const u = await registerUser();
    // 10240 x 10240 = 105 MP of one grey: a few hundred KB of PNG
    const bomb = await sharp({ create: { width: 10240, height: 10240, channels: 3, background: "#123456" } }).toColourspace("b-w").png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1 * MB);
    const form = new FormData();
    form.append("title", "t");
    form.append("description", "d");
    form.append("media", new Blob([new Uint8Array(bomb)], { type: "image/png" }), "bomb.png");
    const post = await api("/api/posts/exclusive-content", { token: u.token, form });
    expect(post.status).toBe(413);
    expect(post.json.message).toBe("bomb.png: photos must be at most 100 megapixels");
    const avatar = new FormData();
    avatar.append("profileImage", new Blob([new Uint8Array(bomb)], { type: "image/png" }), "bomb.png");
    const res = await api("/api/users/profile-image", { token: u.token, form: avatar });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Image dimensions should be at most 100 megapixels");
    expect(await prisma.media.count({ where: { ownerId: u.id } })).toBe(0);
    expect(await leftoverUploads()).toEqual([]);
  });

  it("answers too many files with 400 and broken multipart with 400, leaving nothing", async () => {
    const u = await registerUser();
    const form = new FormData();
    for (let i = 0; i < 11; i++) form.append("files", new Blob([new Uint8Array(await jpeg(16, 16))], { type: "image/jpeg" }), `${i}.jpg`);
    const many = await api("/api/chat/attachments", { token: u.token, form });
    expect(many.status).toBe(400);
    expect(many.json.message).toBe("At most 10 files per message");
    const broken = await api("/api/chat/attachments", {
      token: u.token,
      rawBody: "--zz\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.jpg\"\r\n\r\nabc",
      headers: { "content-type": "multipart/form-data; boundary=zz" },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(await prisma.media.count({ where: { ownerId: u.id } })).toBe(0);
    expect(await leftoverUploads()).toEqual([]);
  });
});
