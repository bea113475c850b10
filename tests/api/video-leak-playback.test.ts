// A marked video's playback (issue 25 §1, decision 092): every fan's rendition playlist lists, for
// each segment, the A or B variant their receipt's sequence picks, each signed for them alone; a
// variant swapped in a link is refused; the owner watches variant A; a viewer without a receipt is
// refused the playlist (never an unmarked one). The sound is one audio rendition shared by all
// (decision 095), named by every master playlist's audio group; a video without sound has none.
// A leaked copy with the sound muxed back in is traced. The video is made by the pipeline's encoder.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recipientsOf } from "@/lib/leaks/receipts";
import { identifyVideo, videoScores } from "@/lib/leaks/video";
import { segmentVariant } from "@/lib/leaks/video-marks";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { signedMediaUrl, viewerTag } from "@/lib/media/signed-url";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { fetchRaw, postForm, registerUser, subscribe } from "../helpers/content";
import { markedVideoPost } from "../helpers/hls-video";
import { mediaSettled, postSettled } from "../helpers/video";

const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-leak-trace-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ff = (args: string[]) => execFileSync(ffmpegBinaries().ffmpeg, ["-v", "error", "-nostdin", "-y", ...args], { stdio: ["ignore", "pipe", "pipe"] });

/** ffmpeg's own reading of a file (stderr of `ffmpeg -i`, which exits 1 for want of an output). */
const ffInfo = (file: string) => {
  try {
    execFileSync(ffmpegBinaries().ffmpeg, ["-hide_banner", "-nostdin", "-i", file], { stdio: ["ignore", "pipe", "pipe"] });
    return "";
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? "");
  }
};
const uris = (playlist: string) => playlist.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));
const text = (b: Buffer) => b.toString("utf8");

describe("a marked video's playlists", () => {
  it("each fan gets the variants of their own sequence, the owner variant A, a viewer without a receipt nothing", async () => {
    const creator = await registerUser();
    const fans = [await registerUser(), await registerUser(), await registerUser()];
    for (const fan of fans) await subscribe(fan, creator);
    const video = await markedVideoPost(creator.id, 6, { audio: true });
    expect(video.renditions[0]).toMatchObject({ name: "360p", marked: true, segments: 6 });

    const sequences: string[] = [];
    const audioSegments = new Set<string>();
    for (const fan of fans) {
      const { json } = await api(`/api/users/content/access/${video.key}`, { token: fan.token });
      const master = text((await fetchRaw(json.url)).bytes);
      const rendition = uris(master)[0]!;
      // the sound: one audio rendition, in every rendition's audio group, signed for this fan
      const v = viewerTag(fan.id);
      const media = /^#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",.*URI="([^"]+)"$/m.exec(master);
      expect(media, master).not.toBeNull();
      expect(media![1]).toMatch(new RegExp(`\\.audio\\.m3u8\\?exp=\\d+&v=${v}&sig=`));
      expect(master.split("\n").filter((l) => l.startsWith("#EXT-X-STREAM-INF:")).every((l) => l.endsWith(',AUDIO="audio"'))).toBe(true);
      const audio = await fetchRaw(media![1]!);
      expect(audio.status).toBe(200);
      const audioLinks = uris(text(audio.bytes));
      expect(audioLinks.length).toBeGreaterThan(0);
      expect(audioLinks.every((l) => new RegExp(`\\.audio\\.\\d{5}\\.ts\\?exp=\\d+&v=${v}&sig=`).test(l))).toBe(true);
      const sound = await fetchRaw(audioLinks[0]!);
      expect(sound.status).toBe(200);
      expect(sound.bytes[0]).toBe(0x47);
      // the same files for every fan (unmarked: the mark is in the picture)
      for (const l of audioLinks) audioSegments.add(/\/api\/media\/([^?]+)/.exec(l)![1]!);
      const playlist = await fetchRaw(rendition);
      expect(playlist.status).toBe(200);
      const segments = uris(text(playlist.bytes));
      expect(segments).toHaveLength(6);
      const receipt = await prisma.mediaReceipt.findFirstOrThrow({ where: { mediaId: video.mediaId, userId: fan.id } });
      segments.forEach((link, i) => {
        const variant = segmentVariant(receipt.seed, i);
        expect(link).toMatch(new RegExp(`\\.360p\\.${variant}\\.0000${i}\\.ts\\?exp=\\d+&v=${v}&sig=`));
      });
      sequences.push(segments.map((l) => /\.360p\.([ab])\./.exec(l)![1]).join(""));
      // the served bytes are MPEG-TS; the other variant of the same segment, signature kept, is refused
      const first = await fetchRaw(segments[0]!);
      expect(first.status).toBe(200);
      expect(first.bytes[0]).toBe(0x47);
      const swapped = segments[0]!.replace(/\.360p\.([ab])\./, (_, x: string) => `.360p.${x === "a" ? "b" : "a"}.`);
      expect((await fetchRaw(swapped)).status).toBe(403);
    }
    // three random sequences of 6 are not all the same (probability 2^-10 that they are; the seeds are random)
    expect(new Set(sequences).size).toBeGreaterThan(1);
    expect(audioSegments.size).toBe(2); // 6 s in 4 s audio segments, the same two for the three fans

    // the owner: variant A throughout
    const own = (await api(`/api/users/content/access/${video.key}`, { token: creator.token })).json;
    const ownSegments = uris(text((await fetchRaw(uris(text((await fetchRaw(own.url)).bytes))[0]!)).bytes));
    expect(ownSegments.every((l) => /\.360p\.a\.\d{5}\.ts\?/.test(l))).toBe(true);
    expect(await prisma.mediaReceipt.count({ where: { mediaId: video.mediaId, userId: creator.id } })).toBe(0);

    // a genuine link for a viewer who never had an access answer (no receipt): refused, never an unmarked playlist
    const stranger = await registerUser();
    const link = signedMediaUrl(`${video.key}.360p.m3u8`, Date.now(), { viewer: viewerTag(stranger.id) }).url;
    const refused = await fetchRaw(link);
    expect(refused.status).toBe(403);
    expect(JSON.parse(text(refused.bytes))).toMatchObject({ success: false, code: "INVALID_LINK" });

    // a video without sound: no audio group, its playlists as before
    const silent = await markedVideoPost(creator.id, 2);
    const fan = fans[0]!;
    const silentMaster = text((await fetchRaw((await api(`/api/users/content/access/${silent.key}`, { token: fan.token })).json.url)).bytes);
    expect(silentMaster).not.toContain("#EXT-X-MEDIA");
    expect(silentMaster).not.toContain("AUDIO=");
    const silentSegments = uris(text((await fetchRaw(uris(silentMaster)[0]!)).bytes));
    expect(silentSegments).toHaveLength(2);
    expect((await fetchRaw(silentSegments[0]!)).status).toBe(200);
  }, 60_000);
});

describe("tracing a leaked copy of a video processed by the pipeline", () => {
  it("a fan's served segments, re-encoded to 480p CRF 30, in MKV, trimmed at both ends, name that fan; the creator's file names nobody", async () => {
    const creator = await registerUser();
    const fans = [await registerUser(), await registerUser(), await registerUser()];
    for (const fan of fans) await subscribe(fan, creator);
    const SECONDS = 40;
    // a picture of this test's own (mirrored testsrc: other tests' videos are not the same one)
    const source = path.join(dir, "source.mp4");
    ff(["-f", "lavfi", "-i", `testsrc=size=640x360:rate=25:duration=${SECONDS},hflip`, "-f", "lavfi", "-i", `sine=duration=${SECONDS}`, "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", source]);
    const original = readFileSync(source);
    const res = await api("/api/posts/exclusive-content", {
      method: "POST",
      token: creator.token,
      form: postForm({ title: "Leak me", description: "Words" }, [{ bytes: original, name: "clip.mp4", type: "video/mp4" }]),
    });
    expect(res.status).toBe(201);
    const { id: mediaId } = await prisma.media.findFirstOrThrow({ where: { postId: res.json.post._id, type: "video" }, select: { id: true } });
    const m = await mediaSettled(mediaId);
    expect(m.status).toBe("ready");
    expect(await postSettled(res.json.post._id)).toBe("published");

    // every fan watches (and so gets a receipt); the second one leaks what they were served, picture and sound
    let leakedSegments: Buffer[] = [];
    let leakedSound: Buffer[] = [];
    const fetchAll = (links: string[]) => Promise.all(links.map(async (l) => (await fetchRaw(l)).bytes));
    for (const [k, fan] of fans.entries()) {
      const { json } = await api(`/api/users/content/access/${m.key}`, { token: fan.token });
      const master = text((await fetchRaw(json.url)).bytes);
      const rendition = uris(master)[0]!;
      const segments = uris(text((await fetchRaw(rendition)).bytes));
      if (k !== 1) continue;
      leakedSegments = await fetchAll(segments);
      const audio = /^#EXT-X-MEDIA:TYPE=AUDIO,.*URI="([^"]+)"$/m.exec(master)![1]!;
      leakedSound = await fetchAll(uris(text((await fetchRaw(audio)).bytes)));
    }
    const picture = path.join(dir, "picture.ts");
    writeFileSync(picture, Buffer.concat(leakedSegments));
    const sound = path.join(dir, "sound.ts");
    writeFileSync(sound, Buffer.concat(leakedSound));
    // what a downloader writes of an HLS video with an audio group: both muxed into one file
    const served = path.join(dir, "served.ts");
    ff(["-i", picture, "-i", sound, "-map", "0:v:0", "-map", "1:a:0", "-c", "copy", served]);
    expect(ffInfo(served)).toMatch(/Video: h264[\s\S]*Audio: aac/);
    const mp4 = path.join(dir, "leak.mp4");
    ff(["-ss", "3.3", "-i", served, "-t", String(SECONDS - 6.5), "-vf", "scale=-2:480", "-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-c:a", "aac", "-b:a", "96k", mp4]);
    expect(ffInfo(mp4)).toMatch(/Audio: aac/);
    const leaked = path.join(dir, "leak.mkv");
    ff(["-i", mp4, "-c", "copy", leaked]);

    expect(await identifyVideo(leaked)).toEqual({ mediaId, ownerId: creator.id });
    const recipients = await recipientsOf(mediaId);
    expect(recipients.map((r) => r.userId).sort()).toEqual(fans.map((f) => f.id).sort());
    const scores = await videoScores(leaked, mediaId, recipients);
    expect(scores.filter((s) => s.confidence >= 0.99).map((s) => s.userId)).toEqual([fans[1]!.id]);

    // the creator's own (unmarked) file: the same video, and nobody
    const own = path.join(dir, "own.mp4");
    writeFileSync(own, original);
    expect(await identifyVideo(own)).toEqual({ mediaId, ownerId: creator.id });
    expect((await videoScores(own, mediaId, recipients)).every((s) => s.confidence < 0.99)).toBe(true);
  }, 120_000);
});
