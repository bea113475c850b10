// Issue 25 §2-§5 for photos (decision 090): every fan receives, over HTTP, their own marked copy of
// a photo (the photo and each responsive width, post and chat alike), at least 42 dB from the
// unmarked one; a copy transformed as leakers do (JPEG q60, half size, a PNG at display width, 5 %
// cut from each edge) is identified by its PDQ hash and names its fan, and only them, at
// confidence >= 0.99; the creator's original names nobody. A fan's link never serves an unmarked copy.
// photoScores and identifyPhoto run in this process and read the app's stored photos
import "../helpers/app-data-dir";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { createHmac } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { api } from "../helpers/http";
import { shuffledBridge } from "../helpers/photographs";
import { prisma } from "../helpers/db";
import { createPost, fetchRaw, registerUser, subscribe, type TestUser } from "../helpers/content";
import { sendMessage } from "@/lib/chat/send";
import { identifyPhoto, photoScores } from "@/lib/leaks/photo";
import { recipientsOf } from "@/lib/leaks/receipts";
import { psnr } from "@/lib/leaks/photo-mark";
import { SUSPECT_MIN_CONFIDENCE } from "@/lib/leaks/types";
import { STORED_FILES_SELECT, storedFilesOf } from "@/lib/media/stored-files";
import { backfillPhotoHashes } from "@/lib/media/photo-backfill";

vi.setConfig({ testTimeout: 180_000 });

const access = (viewer: { token: string }, key: string) => api(`/api/users/content/access/${key}`, { token: viewer.token });
type Answer = { url: string; width: number; height: number; srcset: { width: number; url: string }[] };

/** What leakers do to a copy (issue 25 §4), applied here to the bytes a fan was served. */
const TRANSFORMS: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  "JPEG at quality 60": (b) => sharp(b).jpeg({ quality: 60 }).toBuffer(),
  "downscaled to 50 %": async (b) => {
    const { width } = await sharp(b).metadata();
    return sharp(b).resize({ width: Math.round(width! / 2) }).jpeg({ quality: 90 }).toBuffer();
  },
  "a PNG screenshot at display width": (b) => sharp(b).resize({ width: 900 }).png().toBuffer(),
  "5 % cut from each edge": async (b) => {
    const { width, height } = await sharp(b).metadata();
    const dx = Math.round(width! * 0.05);
    const dy = Math.round(height! * 0.05);
    return sharp(b).extract({ left: dx, top: dy, width: width! - 2 * dx, height: height! - 2 * dy }).jpeg({ quality: 90 }).toBuffer();
  },
};

describe("photo leak marks", () => {
  it("each fan gets their own marked copy of every width; a transformed copy names its fan and nobody else; the original names nobody", async () => {
    const star = await registerUser();
    const fans = [await registerUser(), await registerUser(), await registerUser(), await registerUser(), await registerUser()];
    for (const fan of fans) await subscribe(fan, star);
    const made = await createPost(star, [{ bytes: await shuffledBridge(), name: "bridge.jpg", type: "image/jpeg" }]);
    const key = made.images[0].key as string;
    const row = await prisma.media.findUniqueOrThrow({ where: { key } });

    // the creator's own links are unmarked (no viewer tag)
    const own = (await access(star, key)).json as Answer;
    expect(own.url).not.toMatch(/[?&]v=/);
    const original = (await fetchRaw(own.url)).bytes;
    const ownCopies = new Map<number, Buffer>();
    for (const c of own.srcset) ownCopies.set(c.width, (await fetchRaw(c.url)).bytes);
    expect(ownCopies.size).toBeGreaterThanOrEqual(3);

    // every fan's links carry their tag, and serve a copy of their own, each within 42 dB
    const served = new Map<string, Buffer>();
    for (const fan of fans) {
      const res = await access(fan, key);
      expect(res.status).toBe(200);
      const answer = res.json as Answer;
      expect(answer.url).toMatch(/[?&]v=[A-Za-z0-9_-]{16}(&|$)/);
      const full = await fetchRaw(answer.url);
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toBe("image/jpeg");
      expect(full.bytes.equals(original)).toBe(false);
      expect(await psnr(full.bytes, original)).toBeGreaterThanOrEqual(42);
      served.set(fan.id, full.bytes);
      // each responsive width too (srcset links carry the tag as well)
      for (const c of answer.srcset) {
        expect(c.url).toMatch(/[?&]v=/);
        const copy = await fetchRaw(c.url);
        expect(copy.status).toBe(200);
        expect(copy.headers.get("content-type")).toBe("image/webp");
        expect((await sharp(copy.bytes).metadata()).width).toBe(c.width);
        expect(copy.bytes.equals(ownCopies.get(c.width)!)).toBe(false);
        expect(await psnr(copy.bytes, ownCopies.get(c.width)!)).toBeGreaterThanOrEqual(42);
      }
      // made once, then served from storage: the same bytes again
      expect((await fetchRaw(answer.url)).bytes.equals(full.bytes)).toBe(true);
    }
    // two fans' copies differ
    expect(served.get(fans[0]!.id)!.equals(served.get(fans[1]!.id)!)).toBe(false);

    // a leaked copy is identified, then names its fan first, alone at >= 0.99
    const recipients = await recipientsOf(row.id);
    expect(recipients.map((r) => r.userId).sort()).toEqual(fans.map((f) => f.id).sort());
    const names = Object.keys(TRANSFORMS);
    for (let i = 0; i < names.length; i++) {
      const fan = fans[i]!;
      const leaked = await TRANSFORMS[names[i]!]!(served.get(fan.id)!);
      expect(await identifyPhoto(leaked), names[i]).toEqual({ mediaId: row.id, ownerId: star.id });
      const scores = await photoScores(leaked, row.id, recipients);
      expect(scores[0]!.userId, names[i]).toBe(fan.id);
      expect(scores[0]!.confidence, names[i]).toBeGreaterThanOrEqual(SUSPECT_MIN_CONFIDENCE);
      for (const other of scores.slice(1)) expect(other.confidence, names[i]).toBeLessThan(SUSPECT_MIN_CONFIDENCE);
    }
    // a fan's narrower copy, shown on a phone and screenshotted, names them too
    const phone = (await access(fans[4]!, key)).json as Answer;
    const narrow = (await fetchRaw(phone.srcset.find((c) => c.width === 640)!.url)).bytes;
    const shot = await sharp(narrow).resize({ width: 390 }).png().toBuffer();
    const fromPhone = await photoScores(shot, row.id, recipients);
    expect(fromPhone[0]).toMatchObject({ userId: fans[4]!.id });
    expect(fromPhone[0]!.confidence).toBeGreaterThanOrEqual(SUSPECT_MIN_CONFIDENCE);

    // the creator's own file, as stored or re-compressed, names nobody
    for (const copy of [original, await sharp(original).jpeg({ quality: 60 }).toBuffer()]) {
      expect(await identifyPhoto(copy)).toEqual({ mediaId: row.id, ownerId: star.id });
      for (const s of await photoScores(copy, row.id, recipients)) expect(s.confidence).toBeLessThan(SUSPECT_MIN_CONFIDENCE);
    }
    // a picture that is not on the platform is nobody's photo
    const stranger = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#777", noise: { type: "gaussian", mean: 128, sigma: 50 } } }).jpeg().toBuffer();
    expect(await identifyPhoto(stranger)).toBeNull();

    // a photo stored before the hash lists has no hash: not found, until the photo backfill hashes it
    const leakedOld = await sharp(served.get(fans[0]!.id)!).jpeg({ quality: 60 }).toBuffer();
    expect(row.pdq).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pdqCentre).toMatch(/^[0-9a-f]{64}$/);
    await prisma.media.update({ where: { id: row.id }, data: { pdq: null, pdqCentre: null, pdqHashed: false } });
    // (not this photo: another test's photograph, made from the same base, may be the nearest then)
    expect((await identifyPhoto(leakedOld))?.mediaId).not.toBe(row.id);
    for (let i = 0; i < 20 && !(await prisma.media.findUniqueOrThrow({ where: { id: row.id } })).pdqHashed; i++) await backfillPhotoHashes(500);
    expect(await prisma.media.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ pdq: row.pdq, pdqCentre: row.pdqCentre, pdqHashed: true });
    expect(await identifyPhoto(leakedOld)).toEqual({ mediaId: row.id, ownerId: star.id });

    // deleting the photo deletes its marked copies: storedFilesOf lists every one stored
    const stored = (await readdir(path.join(process.env.TEST_DATA_DIR ?? "", "media"))).filter((n) => n.startsWith(`${key}-m`));
    expect(stored.length).toBe(fans.length * (1 + row.photoWidths.length));
    const files = storedFilesOf(await prisma.media.findUniqueOrThrow({ where: { id: row.id }, select: STORED_FILES_SELECT }));
    for (const name of stored) expect(files).toContain(name);
  });

  it("a fan's link never serves an unmarked copy: a tag with no receipt is refused; chat photos are marked too", async () => {
    const star = await registerUser();
    const fan: TestUser = await registerUser();
    const made = await createPost(star, [{ bytes: await shuffledBridge(), name: "bridge.jpg", type: "image/jpeg" }]);
    const key = made.images[0].key as string;
    const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
    if (secret) {
      // a genuine signature over a tag no fan of this photo has: refused, not served unmarked
      const exp = Math.floor(Date.now() / 1000) + 600;
      const tag = "AAAAAAAAAAAAAAAA";
      const sig = createHmac("sha256", secret).update(`media:${key}:${exp}:${tag}`).digest("base64url");
      expect((await fetchRaw(`/api/media/${key}?exp=${exp}&v=${tag}&sig=${sig}`)).status).toBe(404);
      expect((await fetchRaw(`/api/media/${key}?exp=${exp}&v=${tag}&sig=${sig}&w=640`)).status).toBe(404);
    }
    // an altered tag breaks the signature
    await subscribe(fan, star);
    const mine = (await access(fan, key)).json as Answer;
    expect((await fetchRaw(mine.url.replace(/v=[^&]+/, "v=BBBBBBBBBBBBBBBB"))).status).toBe(403);

    // a chat photo sent to the fan: their copy is marked
    const chatForm = new FormData();
    chatForm.append("file", new Blob([new Uint8Array(await shuffledBridge())], { type: "image/jpeg" }), "chat.jpg");
    const up = await api("/api/chat/attachments", { method: "POST", token: star.token, form: chatForm });
    expect(up.status).toBe(201);
    const photo = await prisma.media.findUniqueOrThrow({ where: { id: up.json.attachment._id } });
    await sendMessage({ senderId: star.id, receiverId: fan.id, content: "a photo", attachmentIds: [photo.id] });
    const theirs = (await access(fan, photo.key)).json as Answer;
    expect(theirs.url).toMatch(/[?&]v=/);
    const ownLink = (await access(star, photo.key)).json as Answer;
    const unmarked = (await fetchRaw(ownLink.url)).bytes;
    const copy = (await fetchRaw(theirs.url)).bytes;
    expect(copy.equals(unmarked)).toBe(false);
    const scores = await photoScores(await sharp(copy).jpeg({ quality: 60 }).toBuffer(), photo.id, await recipientsOf(photo.id));
    expect(scores[0]).toMatchObject({ userId: fan.id });
    expect(scores[0]!.confidence).toBeGreaterThanOrEqual(SUSPECT_MIN_CONFIDENCE);
  });
});
