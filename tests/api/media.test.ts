import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import sharp from "sharp";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, fetchRaw, jpeg, registerUser, subscribe } from "../helpers/content";
import { readyVideoPost } from "../helpers/hls-video";
import { signedMediaUrl } from "@/lib/media/signed-url";

describe("GET /api/users/content/access/{mediaKey}", () => {
  it("gives the owner and an active subscriber a signed URL; 401 anonymous, 403 others, 404 unknown", async () => {
    const creator = await registerUser();
    const post = await createPost(creator);
    const key = post.images[0].key;
    const fan = await registerUser();
    await subscribe(fan, creator);
    const stranger = await registerUser();
    const lapsed = await registerUser();
    await subscribe(lapsed, creator, { expired: true });

    const own = await api(`/api/users/content/access/${key}`, { token: creator.token });
    expect(own.status).toBe(200);
    expect(own.json.success).toBe(true);
    expect(own.json.url).toMatch(new RegExp(`^/api/media/${key}\\?exp=\\d+&sig=`));
    expect((await api(`/api/users/content/access/${key}`, { token: fan.token })).status).toBe(200);
    expect((await api(`/api/users/content/access/${key}`)).status).toBe(401);
    const denied = await api(`/api/users/content/access/${key}`, { token: stranger.token });
    expect(denied.status).toBe(403);
    expect(denied.json).not.toHaveProperty("url");
    expect((await api(`/api/users/content/access/${key}`, { token: lapsed.token })).status).toBe(403);
    expect((await api(`/api/users/content/access/pm-00000000-0000-0000-0000-000000000000.jpg`, { token: fan.token })).status).toBe(404);
    expect((await api(`/api/users/content/access/..%2F..%2Fetc%2Fpasswd`, { token: fan.token })).status).toBe(404);
  });

  it("a chat attachment is open to the two participants only", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const c = await registerUser();
    const [pA, pB] = [a.id, b.id].sort();
    const conv = await prisma.conversation.create({ data: { participantAId: pA, participantBId: pB } });
    const msg = await prisma.message.create({ data: { conversationId: conv.id, senderId: a.id, receiverId: b.id, content: "look", messageType: "image" } });
    const key = `cm-${crypto.randomUUID()}.jpg`;
    await prisma.media.create({ data: { ownerId: a.id, messageId: msg.id, type: "image", key, mimeType: "image/jpeg", size: 10 } });
    expect((await api(`/api/users/content/access/${key}`, { token: a.token })).status).toBe(200);
    expect((await api(`/api/users/content/access/${key}`, { token: b.token })).status).toBe(200);
    expect((await api(`/api/users/content/access/${key}`, { token: c.token })).status).toBe(403);
  });
});

describe("GET /api/media/{key}", () => {
  it("serves a photo through its signed URL, re-encoded without metadata", async () => {
    const creator = await registerUser();
    const post = await createPost(creator, [{ bytes: await jpeg(300, 200), name: "gps.jpg", type: "image/jpeg" }]);
    const { json } = await api(`/api/users/content/access/${post.images[0].key}`, { token: creator.token });
    const res = await fetchRaw(json.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toMatch(/private/);
    const meta = await sharp(res.bytes).metadata();
    expect(meta.width).toBe(300);
    expect(meta.exif).toBeUndefined();
    expect(res.bytes.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("serves a video's bytes as HLS segments with range requests (206, 416), never its original (decision 077)", async () => {
    const creator = await registerUser();
    // a ready video (its original upload kept in storage beside its renditions): its segments are what is served, with ranges
    const video = await readyVideoPost(creator.id);
    const { json } = await api(`/api/users/content/access/${video.key}`, { token: creator.token });
    const rendition = (await fetchRaw(json.url)).bytes.toString("utf8").split("\n").find((l) => l.startsWith("/api/media/"))!;
    const segment = (await fetchRaw(rendition)).bytes.toString("utf8").split("\n").find((l) => l.startsWith("/api/media/"))!;
    const full = await fetchRaw(segment);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("video/mp2t");
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    const size = full.bytes.length;
    const part = await fetchRaw(segment, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    expect(part.bytes.equals(full.bytes.subarray(100, 200))).toBe(true);
    const tail = await fetchRaw(segment, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(full.bytes.subarray(size - 10))).toBe(true);
    expect((await fetchRaw(segment, { range: `bytes=${size + 10}-` })).status).toBe(416);
    // the original, through a valid link: 404, none of its bytes
    const original = await fetchRaw(signedMediaUrl(video.key).url, { range: "bytes=0-99" });
    expect(original.status).toBe(404);
    expect(original.bytes.includes(Buffer.from("ftyp"))).toBe(false);
  });

  it("refuses an altered URL (signature, key or expiry) and a missing signature with 403", async () => {
    const creator = await registerUser();
    const post = await createPost(creator, [{ bytes: await jpeg(), name: "a.jpg" }, { bytes: await jpeg(), name: "b.jpg" }]);
    const { json } = await api(`/api/users/content/access/${post.images[0].key}`, { token: creator.token });
    const url = new URL(json.url, "http://x");
    const sig = url.searchParams.get("sig")!;
    const exp = Number(url.searchParams.get("exp"));
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    expect((await fetchRaw(`/api/media/${post.images[0].key}?exp=${exp}&sig=${flipped}`)).status).toBe(403);
    expect((await fetchRaw(`/api/media/${post.images[1].key}?exp=${exp}&sig=${sig}`)).status).toBe(403);
    expect((await fetchRaw(`/api/media/${post.images[0].key}?exp=${exp + 3600}&sig=${sig}`)).status).toBe(403);
    expect((await fetchRaw(`/api/media/${post.images[0].key}`)).status).toBe(403);
    expect((await fetchRaw(json.url)).status).toBe(200);
  });

  it.runIf(Boolean(process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET))("stops working after its expiry", async () => {
    const creator = await registerUser();
    const post = await createPost(creator);
    const key = post.images[0].key;
    const secret = (process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET)!;
    const sign = (exp: number) => createHmac("sha256", secret).update(`media:${key}:${exp}`).digest("base64url");
    const now = Math.floor(Date.now() / 1000);
    expect((await fetchRaw(`/api/media/${key}?exp=${now + 60}&sig=${sign(now + 60)}`)).status).toBe(200);
    expect((await fetchRaw(`/api/media/${key}?exp=${now - 1}&sig=${sign(now - 1)}`)).status).toBe(403);
  });
});

describe("signed media URLs (lib/media/signed-url)", () => {
  it("expire after MEDIA_URL_TTL_SECONDS", async () => {
    process.env.AUTH_SECRET ??= "unit-test-secret";
    const { signedMediaUrl, verifyMediaSignature } = await import("@/lib/media/signed-url");
    const ttl = (await import("@/lib/env")).env().MEDIA_URL_TTL_SECONDS;
    const t0 = Date.UTC(2030, 0, 1);
    const { url } = signedMediaUrl("pm-x.jpg", t0);
    const q = new URL(url, "http://x").searchParams;
    expect(verifyMediaSignature("pm-x.jpg", q.get("exp"), q.get("sig"), t0 + 1000)).toBeGreaterThan(0);
    expect(verifyMediaSignature("pm-x.jpg", q.get("exp"), q.get("sig"), t0 + (ttl + 1) * 1000)).toBeNull();
    expect(verifyMediaSignature("pm-y.jpg", q.get("exp"), q.get("sig"), t0 + 1000)).toBeNull();
  });
});
