// Video playback (issue 24 §5, decision 077): the access answer of a ready video, the viewer's own
// signed master playlist → rendition playlists → segments, served from storage; tampered, expired
// and other viewers' links; the original upload never served. The renditions are made by ffmpeg in
// the layout of decision 074 (tests/helpers/hls-video.ts).
import { describe, expect, it } from "vitest";
import { signedMediaUrl, viewerTag } from "@/lib/media/signed-url";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { fetchRaw, registerUser, subscribe, type TestUser } from "../helpers/content";
import { readyVideoPost } from "../helpers/hls-video";

const HLS = "application/vnd.apple.mpegurl";

/** The URI lines of a playlist (every line that is not a tag). */
const uris = (playlist: string) => playlist.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));
const text = (b: Buffer) => b.toString("utf8");
/** The same link with one query parameter changed. */
function withParam(link: string, name: string, value: string): string {
  const u = new URL(link, "http://x");
  u.searchParams.set(name, value);
  return `${u.pathname}?${u.searchParams.toString()}`;
}

async function creatorWithFan() {
  const creator = await registerUser();
  const fan = await registerUser();
  await subscribe(fan, creator);
  return { creator, fan };
}

async function access(key: string, who: TestUser, headers: Record<string, string> = {}) {
  return api(`/api/users/content/access/${key}`, { token: who.token, headers });
}

describe("GET /api/users/content/access/{mediaKey} for a video", () => {
  it("answers a subscriber a signed master playlist, a signed poster, the duration and the size", async () => {
    const { creator, fan } = await creatorWithFan();
    const video = await readyVideoPost(creator.id);
    const res = await access(video.key, fan);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, type: "video", mimeType: HLS, duration: 3, width: 640, height: 360 });
    expect(res.json.url).toMatch(new RegExp(`^/api/media/${video.key.replace(/\./g, "\\.")}\\.master\\.m3u8\\?exp=\\d+&v=[A-Za-z0-9_-]{16}&sig=`));
    expect(Date.parse(res.json.expiresAt)).toBeGreaterThan(Date.now());
    expect(res.json.poster).toMatch(/\.poster\.jpg\?exp=\d+&v=[A-Za-z0-9_-]{16}&sig=/);
    // the original's key is never in the answer
    expect(JSON.stringify(res.json)).not.toMatch(new RegExp(`/api/media/${video.key.replace(/\./g, "\\.")}\\?`));

    const poster = await fetchRaw(res.json.poster);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect(poster.bytes.subarray(0, 2).toString("hex")).toBe("ffd8");
  });

  it("master → rendition → segment links all work for a subscriber, segments with Range", async () => {
    const { creator, fan } = await creatorWithFan();
    const video = await readyVideoPost(creator.id);
    const { json } = await access(video.key, fan);

    const master = await fetchRaw(json.url);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe(HLS);
    expect(master.headers.get("cache-control")).toContain("no-store");
    const masterText = text(master.bytes);
    expect(masterText).toMatch(/^#EXTM3U\n/);
    expect(masterText).toContain("#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240");
    expect(masterText).toContain("#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360");
    const renditionLinks = uris(masterText);
    expect(renditionLinks).toHaveLength(2);
    expect(renditionLinks[1]).toMatch(/\.360p\.m3u8\?exp=\d+&v=[A-Za-z0-9_-]{16}&sig=/);

    const playlist = await fetchRaw(renditionLinks[1]);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get("content-type")).toBe(HLS);
    const playlistText = text(playlist.bytes);
    expect(playlistText).toContain("#EXT-X-ENDLIST");
    expect(playlistText).toMatch(/#EXTINF:2(\.0+)?,/);
    const segments = uris(playlistText);
    expect(segments).toHaveLength(video.renditions[1].segments);
    for (const s of segments) expect(s).toMatch(/^\/api\/media\/pm-[0-9a-f-]+\.mp4\.360p\.\d{5}\.ts\?exp=\d+&v=[A-Za-z0-9_-]{16}&sig=/);

    const segment = await fetchRaw(segments[0]);
    expect(segment.status).toBe(200);
    expect(segment.headers.get("content-type")).toBe("video/mp2t");
    expect(segment.bytes[0]).toBe(0x47); // MPEG-TS sync byte
    expect(segment.bytes.length % 188).toBe(0);
    const part = await fetchRaw(segments[0], { range: "bytes=188-375" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 188-375/${segment.bytes.length}`);
    expect(part.bytes.equals(segment.bytes.subarray(188, 376))).toBe(true);
    expect((await fetchRaw(segments[segments.length - 1])).status).toBe(200);
  });

  it("a tampered or expired link is 403 at every level; a non-subscriber gets no link (403)", async () => {
    const { creator, fan } = await creatorWithFan();
    const stranger = await registerUser();
    const video = await readyVideoPost(creator.id);
    const { json } = await access(video.key, fan);
    const rendition = uris(text((await fetchRaw(json.url)).bytes))[0];
    const segment = uris(text((await fetchRaw(rendition)).bytes))[0];

    for (const link of [json.url, rendition, segment, json.poster]) {
      expect((await fetchRaw(link)).status).toBe(200);
      const sig = new URL(link, "http://x").searchParams.get("sig")!;
      const exp = Number(new URL(link, "http://x").searchParams.get("exp"));
      const forged = sig.slice(0, -1) + (sig.endsWith("A") ? "B" : "A");
      expect((await fetchRaw(withParam(link, "sig", forged))).status).toBe(403);
      expect((await fetchRaw(withParam(link, "exp", String(exp + 3600)))).status).toBe(403);
      // another viewer's tag on this viewer's link
      expect((await fetchRaw(withParam(link, "v", viewerTag(stranger.id)))).status).toBe(403);
      const refused = await fetchRaw(withParam(link, "sig", forged));
      expect(JSON.parse(text(refused.bytes))).toMatchObject({ success: false, code: "INVALID_LINK" });
    }
    // the key of a segment swapped for another's, signature kept
    const other = segment.replace(".00000.ts", ".00001.ts");
    expect((await fetchRaw(other)).status).toBe(403);

    // expired: links signed in the past with the app's own rule
    const past = Date.now() - 2 * 24 * 3600 * 1000;
    const viewer = viewerTag(fan.id);
    for (const key of [`${video.key}.master.m3u8`, `${video.key}.360p.m3u8`, `${video.key}.360p.00000.ts`, `${video.key}.poster.jpg`]) {
      expect((await fetchRaw(signedMediaUrl(key, Date.now(), { viewer }).url)).status).toBe(200);
      const expired = await fetchRaw(signedMediaUrl(key, past, { viewer }).url);
      expect(expired.status).toBe(403);
    }

    const denied = await access(video.key, stranger);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ success: false, code: "CONTENT_LOCKED" });
    expect(denied.json).not.toHaveProperty("url");
  });

  it("another viewer's links are not the same, and each viewer's playlists carry their own links", async () => {
    const { creator, fan } = await creatorWithFan();
    const other = await registerUser();
    await subscribe(other, creator);
    const video = await readyVideoPost(creator.id);
    const a = (await access(video.key, fan)).json;
    const b = (await access(video.key, other)).json;
    expect(a.url).not.toBe(b.url);
    expect(a.poster).not.toBe(b.poster);
    const va = new URL(a.url, "http://x").searchParams.get("v");
    const vb = new URL(b.url, "http://x").searchParams.get("v");
    expect(va).not.toBe(vb);
    const segA = uris(text((await fetchRaw(uris(text((await fetchRaw(a.url)).bytes))[0])).bytes));
    const segB = uris(text((await fetchRaw(uris(text((await fetchRaw(b.url)).bytes))[0])).bytes));
    expect(segA.every((l) => l.includes(`v=${va}`))).toBe(true);
    expect(segB.every((l) => l.includes(`v=${vb}`))).toBe(true);
    expect(segA[0]).not.toBe(segB[0]);
  });

  it("the original upload is never served, not even to its owner through a valid signed link", async () => {
    const { creator, fan } = await creatorWithFan();
    const video = await readyVideoPost(creator.id);
    // the original is in storage (kept to retry and for leak tracing), yet no link opens it
    for (const who of [creator, fan]) {
      const answer = (await access(video.key, who)).json;
      expect(answer.url).not.toContain(`/api/media/${video.key}?`);
    }
    for (const link of [signedMediaUrl(video.key).url, signedMediaUrl(video.key, Date.now(), { viewer: viewerTag(creator.id) }).url]) {
      const res = await fetchRaw(link, { authorization: `Bearer ${creator.token}` });
      expect(res.status).toBe(404);
      expect(res.bytes.includes(Buffer.from("ftyp"))).toBe(false);
    }
    // nor through the vault: the owner's preview link of a video is its poster
    const vault = await api("/api/users/vault?type=video", { token: creator.token });
    const item = vault.json.items.find((i: { key: string }) => i.key === video.key);
    expect(item.url).toMatch(/\.poster\.jpg\?/);
    expect((await fetchRaw(item.url)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("a video still processing is 409 MEDIA_PROCESSING; a failed one tells its author MEDIA_PROCESSING_FAILED only", async () => {
    const { creator, fan } = await creatorWithFan();
    const processing = await readyVideoPost(creator.id, { status: "processing" });
    const failed = await readyVideoPost(creator.id, { status: "failed" });
    // (the posts are published here so that the fan passes the access rule: the state of the video decides)
    const own = await access(processing.key, creator, { "accept-language": "fr" });
    expect(own.status).toBe(409);
    expect(own.json).toMatchObject({ success: false, code: "MEDIA_PROCESSING" });
    expect(own.json.message).toMatch(/préparation/);
    expect((await access(processing.key, fan)).json).toMatchObject({ code: "MEDIA_PROCESSING" });
    const ownFailed = await access(failed.key, creator);
    expect(ownFailed.status).toBe(409);
    expect(ownFailed.json.code).toBe("MEDIA_PROCESSING_FAILED");
    const fanFailed = await access(failed.key, fan);
    expect(fanFailed.status).toBe(409);
    expect(fanFailed.json.code).toBe("MEDIA_PROCESSING");
    // a playlist link for a video that is not ready leads nowhere
    expect((await fetchRaw(signedMediaUrl(`${processing.key}.master.m3u8`, Date.now(), { viewer: viewerTag(fan.id) }).url)).status).toBe(404);
  });

  it("the creator's geo-block applies to the playlists, segments and poster as to the video", async () => {
    const { creator, fan } = await creatorWithFan();
    const video = await readyVideoPost(creator.id);
    const { json } = await access(video.key, fan);
    const rendition = uris(text((await fetchRaw(json.url)).bytes))[0];
    const segment = uris(text((await fetchRaw(rendition)).bytes))[0];
    const GB = { "x-forwarded-for": "81.2.69.142" };
    expect((await api("/api/users/geo-block", { method: "PUT", token: creator.token, body: { countries: ["GB"] } })).status).toBe(200);
    for (const link of [json.url, rendition, segment, json.poster]) {
      expect((await fetchRaw(link, GB)).status).toBe(451);
      expect((await fetchRaw(link, { "x-forwarded-for": "41.226.0.1" })).status).toBe(200);
    }
  });

  it("a video in a chat message plays for the two participants only", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const c = await registerUser();
    const video = await readyVideoPost(a.id);
    const [pA, pB] = [a.id, b.id].sort();
    const conv = await prisma.conversation.create({ data: { participantAId: pA, participantBId: pB } });
    const msg = await prisma.message.create({ data: { conversationId: conv.id, senderId: a.id, receiverId: b.id, content: "watch", messageType: "video" } });
    await prisma.postMedia.deleteMany({ where: { mediaId: video.mediaId } });
    await prisma.media.update({ where: { id: video.mediaId }, data: { messageId: msg.id, postId: null } });
    const got = await access(video.key, b);
    expect(got.status).toBe(200);
    expect(got.json.type).toBe("video");
    expect((await fetchRaw(got.json.url)).status).toBe(200);
    expect((await access(video.key, c)).status).toBe(403);
  });
});
