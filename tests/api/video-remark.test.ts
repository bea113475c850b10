// Videos processed before leak tracing (decision 092) are re-marked from their originals (issue 25
// §1, decision 115): until then every viewer gets their one unmarked variant; afterwards a fan's
// playlist lists the A/B variants of their own sequence, the sound is the shared audio rendition,
// links signed before the switch still play, and the old segments are queued for deletion once
// those links have expired. A video whose original is gone is left as it was and not tried again.
import { describe, expect, it } from "vitest";
import { remarkVideo, videosAwaitingMarks } from "@/lib/media-pipeline/remark";
import { segmentVariant } from "@/lib/leaks/video-marks";
import { renditionsOf } from "@/lib/media/hls";
import { segmentKey } from "@/lib/storage/keys";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { fetchRaw, registerUser, subscribe } from "../helpers/content";
import { appStorage, readyVideoPost } from "../helpers/hls-video";

const uris = (playlist: string) => playlist.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));
const text = (b: Buffer) => b.toString("utf8");

/** A fan's master playlist and first rendition's segment links. */
async function fanPlaylists(key: string, token: string) {
  const { json } = await api(`/api/users/content/access/${key}`, { token });
  const master = text((await fetchRaw(json.url)).bytes);
  const segments = uris(text((await fetchRaw(uris(master)[0]!)).bytes));
  return { master, segments };
}

describe("re-marking a video processed before leak tracing", () => {
  it("turns its unmarked renditions into the fan's own A/B variants; old links still play; old files queued for deletion", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const video = await readyVideoPost(creator.id, { seconds: 4 });
    expect(video.renditions.map((r) => r.name)).toEqual(["240p", "360p"]);
    expect((await videosAwaitingMarks(10_000)).map((v) => v.id)).toContain(video.mediaId);

    // before: the one unmarked variant, sound muxed in
    const before = await fanPlaylists(video.key, fan.token);
    expect(before.master).not.toContain("#EXT-X-MEDIA");
    expect(before.segments[0]).toMatch(/\.240p\.00000\.ts\?/);

    expect(await remarkVideo(video.mediaId)).toBe("ready");

    const row = await prisma.media.findUniqueOrThrow({ where: { id: video.mediaId }, select: { status: true, renditions: true, audio: true } });
    expect(row.status).toBe("ready");
    const renditions = renditionsOf(row.renditions);
    // the pipeline's ladder for 640x360: one rendition, 1 s segments, marked
    expect(renditions).toEqual([expect.objectContaining({ name: "360p", marked: true, segments: 4 })]);
    expect(row.audio).toMatchObject({ bandwidth: 128_000, segments: expect.any(Number) });
    expect((await videosAwaitingMarks(10_000)).map((v) => v.id)).not.toContain(video.mediaId);

    // after: the fan's own sequence of variants, and the shared audio rendition
    const after = await fanPlaylists(video.key, fan.token);
    expect(after.master).toMatch(/^#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio"/m);
    const receipt = await prisma.mediaReceipt.findFirstOrThrow({ where: { mediaId: video.mediaId, userId: fan.id } });
    expect(after.segments).toHaveLength(4);
    after.segments.forEach((link, i) => expect(link).toMatch(new RegExp(`\\.360p\\.${segmentVariant(receipt.seed, i)}\\.0000${i}\\.ts\\?`)));
    const segment = await fetchRaw(after.segments[0]!);
    expect(segment.status).toBe(200);
    expect(segment.bytes[0]).toBe(0x47);

    // a link signed before the switch still plays until it expires
    const old = await fetchRaw(before.segments[0]!);
    expect(old.status).toBe(200);
    expect(old.bytes[0]).toBe(0x47);

    // the old segments (both old renditions) and the dropped 240p playlist: queued, to run after the links' lifetime
    const jobs = await prisma.$queryRawUnsafe<{ keys: string[]; wait: number }[]>(
      `SELECT data->'keys' AS keys, EXTRACT(EPOCH FROM start_after - now())::float AS wait FROM pgboss.job WHERE name = 'media-delete' AND data->'keys' ? $1`,
      segmentKey(video.key, "240p", 0),
    );
    expect(jobs).toHaveLength(1);
    const queued = jobs[0]!.keys;
    const expected = video.renditions.flatMap((r) => Array.from({ length: r.segments }, (_, i) => segmentKey(video.key, r.name, i)));
    expect(new Set(queued)).toEqual(new Set([...expected, `${video.key}.240p.m3u8`]));
    expect(jobs[0]!.wait).toBeGreaterThan(600);
    // the new files are not among them
    expect(queued.some((k) => /\.[ab]\.\d{5}\.ts$/.test(k) || k.includes(".audio."))).toBe(false);

    // done once: a second run has nothing to do
    expect(await remarkVideo(video.mediaId)).toBe("skipped");
  });

  it("leaves a video whose original is gone as it was, still playable, and does not try it again", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const video = await readyVideoPost(creator.id, { seconds: 2 });
    await appStorage().delete(video.key);

    expect(await remarkVideo(video.mediaId)).toBe("failed");
    const row = await prisma.media.findUniqueOrThrow({ where: { id: video.mediaId }, select: { status: true, renditions: true, marksFailedAt: true } });
    expect(row.status).toBe("ready");
    expect(row.marksFailedAt).not.toBeNull();
    expect(renditionsOf(row.renditions).map((r) => r.name)).toEqual(["240p", "360p"]);
    expect((await videosAwaitingMarks(10_000)).map((v) => v.id)).not.toContain(video.mediaId);
    expect(await remarkVideo(video.mediaId)).toBe("skipped");

    const { segments } = await fanPlaylists(video.key, fan.token);
    expect((await fetchRaw(segments[0]!)).status).toBe(200);
  });
});
