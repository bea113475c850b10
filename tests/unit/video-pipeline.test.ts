// The video pipeline's pure rules and its ffmpeg steps on small real files (decisions 074-076): the
// rendition ladder, the stored files a deletion removes, the decode check (a rotated phone video
// measured as shown, a file cut short and an audio-only file refused) and an upright output.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { prepareMedia } from "@/lib/media/prepare";
import { probeVideo } from "@/lib/media/probe";
import { storedFilesOf } from "@/lib/media/stored-files";
import { renditionLadder, transcodeVideo } from "@/lib/media/transcode";

// this file's own limit (the settings are read once per test file): 2 s, so a 3 s video is too long
process.env.VIDEO_MAX_SECONDS = "2";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/media");
const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-unit-video-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function make(name: string, args: string[]): string {
  const out = path.join(dir, name);
  execFileSync(ffmpegBinaries().ffmpeg, ["-v", "error", "-nostdin", "-y", ...args, out]);
  return out;
}

describe("renditionLadder", () => {
  const names = (w: number, h: number) => renditionLadder(w, h).map((r) => `${r.name} ${r.width}x${r.height}`);
  it("360p, 720p and 1080p never above the source; at least two from 720p; one at the source's size below 360p", () => {
    expect(names(3840, 2160)).toEqual(["360p 640x360", "720p 1280x720", "1080p 1920x1080"]);
    expect(names(1920, 1080)).toEqual(["360p 640x360", "720p 1280x720", "1080p 1920x1080"]);
    expect(names(1280, 720)).toEqual(["360p 640x360", "720p 1280x720"]);
    expect(names(854, 480)).toEqual(["360p 640x360"]);
    expect(names(320, 240)).toEqual(["240p 320x240"]);
    // a phone held upright: the short side counts
    expect(names(1080, 1920)).toEqual(["360p 360x640", "720p 720x1280", "1080p 1080x1920"]);
  });
});

describe("storedFilesOf", () => {
  it("lists a video's original, poster, playlists and segments, and a photo's narrower copies", () => {
    const video = storedFilesOf({ key: "pm-a.mp4", type: "video", photoWidths: [], posterKey: "pm-a.mp4.poster.jpg", renditions: [{ name: "360p", segments: 2 }, { name: "720p", segments: 1 }] });
    expect(video).toEqual(["pm-a.mp4", "pm-a.mp4.poster.jpg", "pm-a.mp4.360p.m3u8", "pm-a.mp4.360p.00000.ts", "pm-a.mp4.360p.00001.ts", "pm-a.mp4.720p.m3u8", "pm-a.mp4.720p.00000.ts"]);
    // the widths its row lists, and the copies older photos may still have (480, 960)
    expect(storedFilesOf({ key: "pm-b.jpg", type: "image", photoWidths: [320, 640, 960, 1280, 1920], posterKey: null, renditions: null }).sort()).toEqual(
      ["pm-b.jpg", "pm-b.jpg-w320", "pm-b.jpg-w640", "pm-b.jpg-w960", "pm-b.jpg-w1280", "pm-b.jpg-w1920", "pm-b.jpg-w480"].sort(),
    );
  });
});

describe("the decode check", () => {
  it("measures a rotated phone video as it is shown, and its length", async () => {
    const probe = await probeVideo(path.join(FIXTURES, "rotated-320x180-display90.mp4"), 3600);
    expect(probe).toMatchObject({ width: 180, height: 320, durationMs: 2000, hasAudio: false, codec: "h264" });
  });

  it("refuses a file cut short, an audio-only file, a non-video and a video over the limit", async () => {
    const whole = make("whole.mp4", ["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=3", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]);
    const bytes = readFileSync(whole);
    const cut = path.join(dir, "cut.mp4");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const faststart = make("fast.mp4", ["-i", whole, "-c", "copy", "-movflags", "faststart"]);
    const fastCut = path.join(dir, "fast-cut.mp4");
    writeFileSync(fastCut, readFileSync(faststart).subarray(0, Math.floor(readFileSync(faststart).length * 0.5)));
    const audio = make("audio.mp4", ["-f", "lavfi", "-i", "sine=duration=2", "-c:a", "aac"]);
    const text = path.join(dir, "text.mp4");
    writeFileSync(text, "not a video at all");

    expect(await probeVideo(whole, 3600)).toMatchObject({ width: 320, height: 180, durationMs: 3000 });
    expect(await probeVideo(cut, 3600)).toEqual({ refused: "unreadable" });
    expect(await probeVideo(fastCut, 3600)).toEqual({ refused: "unreadable" });
    expect(await probeVideo(audio, 3600)).toEqual({ refused: "unreadable" });
    expect(await probeVideo(text, 3600)).toEqual({ refused: "unreadable" });
    expect(await probeVideo(whole, 2)).toEqual({ refused: "too-long", durationMs: 3000 });
  });
});

describe("prepareMedia (creation)", () => {
  const noScreen = async () => {};
  it("answers 413 VIDEO_TOO_LONG over VIDEO_MAX_SECONDS and 422 MEDIA_UNREADABLE for an empty or undecodable file, before anything is stored", async () => {
    const long = readFileSync(make("long.mp4", ["-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=3", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]));
    await expect(prepareMedia({ bytes: long }, "pm", "long.mp4", noScreen)).rejects.toMatchObject({ status: 413, code: "VIDEO_TOO_LONG", params: { name: "long.mp4", minutes: 0 } });
    await expect(prepareMedia({ bytes: Buffer.alloc(0) }, "pm", "empty.jpg", noScreen)).rejects.toMatchObject({ status: 422, code: "MEDIA_UNREADABLE" });
    const cut = long.subarray(0, Math.floor(long.length / 2));
    await expect(prepareMedia({ bytes: cut }, "pm", "cut.mp4", noScreen)).rejects.toMatchObject({ status: 422, code: "MEDIA_UNREADABLE" });
    const short = readFileSync(make("short.mp4", ["-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=1", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]));
    expect(await prepareMedia({ bytes: short }, "pm", "short.mp4", noScreen)).toMatchObject({ type: "video", status: "processing", width: 160, height: 90, durationMs: 1000 });
  });
});

describe("transcodeVideo", () => {
  it("makes an upright rendition, a poster without metadata and one frame hash a second", async () => {
    const source = path.join(FIXTURES, "rotated-320x180-display90.mp4");
    const probe = await probeVideo(source, 3600);
    if ("refused" in probe) throw new Error("fixture refused");
    const out = mkdtempSync(path.join(dir, "out-"));
    const made = await transcodeVideo({ source, key: "pm-rot.mp4", probe, outDir: out });
    // marked for leak tracing (decision 092): variants A and B, 1 s segments
    expect(made.renditions).toEqual([{ name: "180p", width: 180, height: 320, bandwidth: expect.any(Number), segments: 2, marked: true }]);
    expect(made.frames).toHaveLength(2);
    const poster = await sharp(made.poster).metadata();
    expect(poster).toMatchObject({ format: "jpeg", width: 180, height: 320 });
    expect(poster.exif).toBeUndefined();
    const playlist = readFileSync(path.join(out, "pm-rot.mp4.180p.m3u8"), "utf8");
    expect(playlist).toContain("pm-rot.mp4.180p.a.00000.ts");
    expect(playlist).toContain("#EXT-X-ENDLIST");
  });
});
