import { open } from "node:fs/promises";

/**
 * A video's length from its container, without decoding it: the movie header ("mvhd" inside
 * "moov") of an MP4/QuickTime file, found by walking the box headers (a few small reads,
 * whatever the file's size or where "moov" sits). Null when the file does not say (WebM, or a
 * file without a movie header): the post then shows no length for it.
 */
type Reader = { size: number; read: (offset: number, length: number) => Promise<Buffer> };

const MAX_BOXES = 10_000;

async function findBox(r: Reader, start: number, end: number, type: string): Promise<{ body: number; end: number } | null> {
  let at = start;
  for (let n = 0; n < MAX_BOXES && at + 8 <= end; n++) {
    const head = await r.read(at, 16);
    if (head.length < 8) return null;
    let size = head.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return null;
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) return null;
    if (head.toString("latin1", 4, 8) === type) return { body: at + header, end: Math.min(at + size, end) };
    at += size;
  }
  return null;
}

async function mp4DurationMs(r: Reader): Promise<number | null> {
  const moov = await findBox(r, 0, r.size, "moov");
  if (!moov) return null;
  const mvhd = await findBox(r, moov.body, moov.end, "mvhd");
  if (!mvhd) return null;
  const b = await r.read(mvhd.body, 32);
  if (b.length < 20) return null;
  const version = b[0];
  const timescale = version === 1 ? b.readUInt32BE(20) : b.readUInt32BE(12);
  const duration = version === 1 ? (b.length >= 32 ? Number(b.readBigUInt64BE(24)) : 0) : b.readUInt32BE(16);
  if (!timescale || !duration || !Number.isFinite(duration)) return null;
  const ms = Math.round((duration / timescale) * 1000);
  return ms > 0 && ms < 2 ** 31 ? ms : null;
}

/** The length in milliseconds of an MP4/QuickTime video (bytes in memory or a file), or null. */
export async function videoDurationMs(source: { bytes: Buffer } | { path: string }, mime: string): Promise<number | null> {
  if (mime !== "video/mp4" && mime !== "video/quicktime") return null;
  try {
    if ("bytes" in source) {
      const bytes = source.bytes;
      return await mp4DurationMs({ size: bytes.length, read: async (o, l) => bytes.subarray(o, o + l) });
    }
    const file = await open(source.path, "r");
    try {
      const { size } = await file.stat();
      return await mp4DurationMs({
        size,
        read: async (o, l) => {
          const buf = Buffer.alloc(l);
          const { bytesRead } = await file.read(buf, 0, l, o);
          return buf.subarray(0, bytesRead);
        },
      });
    } finally {
      await file.close();
    }
  } catch {
    return null;
  }
}
