import sharp from "sharp";
import { writeFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { env } from "@/lib/env";
import { tooLarge, unprocessable, unsupportedMedia, type ErrorCode } from "@/lib/errors";
import { maxMegapixels, mediaLimits, megabytes, type MediaKind } from "@/lib/media/limits";
import { decodeOptions, refuseHugeImage } from "@/lib/media/pixels";
import { sniffMedia } from "@/lib/media/sniff";
import type { SpooledFile, UploadRules } from "@/lib/media/upload";
import { storage } from "@/lib/storage";
import { newKey, type KeyKind } from "@/lib/storage/keys";
import { renderPhotoWidths } from "@/lib/media/photo-widths";
import { probeVideo } from "@/lib/media/probe";
import { lumaOf, pdqCentreOfLuma, pdqOfLuma, PDQ_MIN_QUALITY, type PdqHash } from "@/lib/media/pdq";
import type { UploadScreen } from "@/lib/media/screen";
import { placeholderOf } from "@/lib/media/placeholder";
import { markPng } from "@/lib/media/visible-mark";

/**
 * A file to prepare: bytes in memory (the demo seed), or an upload on disk (a multipart file
 * spooled, or a finished resumable upload: then with its own `limits`, lib/media/limits.ts).
 */
export type MediaInput = { bytes: Buffer } | (Pick<SpooledFile, "path" | "size" | "kind" | "mime"> & { limits?: Record<MediaKind, number> });

/** A file checked and ready to store: photos re-encoded (metadata dropped), videos as sent. */
export type PreparedMedia = {
  key: string;
  type: "image" | "video";
  mimeType: string;
  /** bytes as stored */
  size: number;
  width: number | null;
  height: number | null;
  /** a photo's ThumbHash (base64, lib/media/placeholder.ts): painted while it loads and in place of locked media */
  placeholder: string | null;
  /** a video's length (from its decode check) */
  durationMs: number | null;
  /** a photo is ready at once; a video is `processing` until its job made its renditions (lib/media-pipeline) */
  status: "ready" | "processing";
  body: { bytes: Buffer } | { path: string };
  /** narrower WebP copies of a photo (PHOTO_WIDTHS narrower than it, lib/media/photo-widths.ts), stored beside it */
  variants: { key: string; width: number; bytes: Buffer }[];
  /** a photo's PDQ hash (lib/media/pdq.ts) when it has enough detail to be matched on, else null */
  pdq: string | null;
  /** the same of its centre (pdqCentreOfLuma: a copy cut by up to 5 % a side is found by it, decision 090) */
  pdqCentre: string | null;
};

/** Every stored object of a prepared file (the file and its copies): what a rollback deletes. */
export function storedKeys(p: PreparedMedia): string[] {
  return [p.key, ...p.variants.map((v) => v.key)];
}
const MAX_PHOTO_SIDE = 2560;
/** The quality photos kept as JPEG or WebP are re-encoded at (a marked copy uses the same: lib/leaks/photo-mark.ts). */
export const PHOTO_JPEG_QUALITY = 85;

// Photos keep a web format; anything else (gif, avif, tiff) becomes WebP.
const OUTPUT: Record<string, { format: "jpeg" | "png" | "webp"; mime: string; ext: string }> = {
  "image/jpeg": { format: "jpeg", mime: "image/jpeg", ext: ".jpg" },
  "image/png": { format: "png", mime: "image/png", ext: ".png" },
};
const WEBP = { format: "webp" as const, mime: "image/webp", ext: ".webp" };
const VIDEO_EXT: Record<string, string> = { "video/mp4": ".mp4", "video/webm": ".webm", "video/quicktime": ".mov" };

/** The 415/413 answers of post and chat media, shared by the upload stream and the checks below. */
export const mediaErrors = {
  wrongKind: (label: string) => unsupportedMedia("MEDIA_TYPE_NOT_ALLOWED", { params: { name: label } }),
  tooBig: (label: string, kind: "image" | "video", max = mediaLimits()[kind]) => tooLarge("MEDIA_TOO_LARGE", { params: { name: label, kind, max: megabytes(max) } }),
  tooManyPixels: (label: string) => tooLarge("PHOTO_TOO_MANY_PIXELS", { params: { name: label, megapixels: maxMegapixels() } }),
  /** not a file that decodes: truncated, corrupt, no video stream (audio only), zero length */
  unreadable: (label: string) => unprocessable("MEDIA_UNREADABLE", { params: { name: label } }),
  tooLong: (label: string, maxSeconds = env().VIDEO_MAX_SECONDS) => tooLarge("VIDEO_TOO_LONG", { params: { name: label, minutes: Math.floor(maxSeconds / 60) } }),
};

/**
 * The decode check of a video (lib/media/probe.ts): its displayed size and length, or the 4xx
 * that refuses it (MEDIA_UNREADABLE, VIDEO_TOO_LONG). Bytes in memory are probed from a
 * temporary copy.
 */
async function checkVideo(body: { bytes: Buffer } | { path: string }, label: string) {
  let dir: string | null = null;
  try {
    let file: string;
    if ("path" in body) file = body.path;
    else {
      dir = await mkdtemp(path.join(os.tmpdir(), "velvet-probe-"));
      file = path.join(dir, "video");
      await writeFile(file, body.bytes, { mode: 0o600 });
    }
    const probe = await probeVideo(file, env().VIDEO_MAX_SECONDS);
    if ("refused" in probe) throw probe.refused === "too-long" ? mediaErrors.tooLong(label) : mediaErrors.unreadable(label);
    return probe;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

/** Upload rules of post and chat media: images and videos, each kind within its limit. */
export function mediaUploadRules(fileFields: string[], maxFiles: number, tooManyFiles: ErrorCode): UploadRules {
  return { fileFields, maxFiles, tooManyFiles, tooManyFilesParams: { max: maxFiles }, limits: mediaLimits(), wrongKind: mediaErrors.wrongKind, tooBig: mediaErrors.tooBig };
}

/**
 * The photo as stored: upright, at most MAX_PHOTO_SIDE, re-encoded (metadata dropped); with the
 * owner's visible mark burnt into its corner when `mark` is a text (issue 25 §7, lib/media/visible-mark.ts).
 */
async function encodePhoto(source: Buffer | string, out: { format: "jpeg" | "png" | "webp" }, mark: string | null) {
  const options = out.format === "png" ? {} : { quality: PHOTO_JPEG_QUALITY };
  const upright = sharp(source, decodeOptions()).rotate().resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: "inside", withoutEnlargement: true });
  if (!mark) return upright.toFormat(out.format, options).toBuffer({ resolveWithObject: true });
  // the mark is sized to the photo as stored: decoded once to raw pixels, marked, encoded once
  const { data: raw, info } = await upright.raw().toBuffer({ resolveWithObject: true });
  const layer = await markPng(mark, info.width, info.height);
  return sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .composite([{ input: layer, left: 0, top: 0 }])
    .toFormat(out.format, options)
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks one file by content and size, then prepares its stored form. Throws 413/415. A photo is
 * hashed (PDQ) and given to `screen` before anything of it is stored (the known-abuse screen:
 * lib/moderation/hash-match.ts, which throws 422 on a match). `mark`: the owner's visible mark
 * (lib/leaks/watermark.ts visibleMarkOf), burnt into a photo; a video's is added by its job.
 */
export async function prepareMedia(input: MediaInput, kind: KeyKind, label: string, screen: UploadScreen, mark: string | null = null): Promise<PreparedMedia> {
  const limits = ("limits" in input && input.limits) || mediaLimits();
  if (("bytes" in input ? input.bytes.length : input.size) === 0) throw mediaErrors.unreadable(label);
  const sniffed = "bytes" in input ? await sniffMedia(input.bytes) : { kind: input.kind, mime: input.mime };
  if (!sniffed) throw mediaErrors.wrongKind(label);
  const size = "bytes" in input ? input.bytes.length : input.size;
  const source = "bytes" in input ? input.bytes : input.path;

  if (sniffed.kind === "video") {
    if (size > limits.video) throw mediaErrors.tooBig(label, "video", limits.video);
    const body = "bytes" in input ? { bytes: input.bytes } : { path: input.path };
    // decoded, not trusted: refused now (nothing stored) unless it is a video that plays; its
    // renditions, poster, frame hashes and screen come from its job (lib/media-pipeline/process.ts)
    const probe = await checkVideo(body, label);
    return {
      key: newKey(kind, VIDEO_EXT[sniffed.mime]),
      type: "video",
      mimeType: sniffed.mime,
      size,
      width: probe.width,
      height: probe.height,
      placeholder: null,
      durationMs: probe.durationMs,
      status: "processing",
      body,
      variants: [],
      pdq: null,
      pdqCentre: null,
    };
  }

  if (size > limits.image) throw mediaErrors.tooBig(label, "image", limits.image);
  await refuseHugeImage(source, () => mediaErrors.tooManyPixels(label));
  const out = OUTPUT[sniffed.mime] ?? WEBP;
  let prepared: PreparedMedia;
  let hash: PdqHash;
  try {
    const { data, info } = await encodePhoto(source, out, mark);
    const body = { bytes: data };
    const key = newKey(kind, out.ext);
    // post and chat photos also get narrower WebP copies, so a phone downloads the width it shows
    const variants = await renderPhotoWidths(key, data, info.width);
    const placeholder = await placeholderOf(data);
    // the hash of the photo as it will be shown (turned upright), from the re-encoded copy
    const luma = await lumaOf(data);
    hash = pdqOfLuma(luma);
    const pdq = hash.quality >= PDQ_MIN_QUALITY ? hash.hash : null;
    const centre = pdqCentreOfLuma(luma);
    const pdqCentre = centre.quality >= PDQ_MIN_QUALITY ? centre.hash : null;
    prepared = { key, type: "image", mimeType: out.mime, size: data.length, width: info.width, height: info.height, placeholder, durationMs: null, status: "ready", body, variants, pdq, pdqCentre };
  } catch {
    throw unsupportedMedia("IMAGE_UNREADABLE", { params: { name: label } });
  }
  await screen({ label, hashes: [hash], source, mimeType: sniffed.mime });
  return prepared;
}

/** The Media row's columns of a prepared file (posts and chat alike): a video starts `processing` at 0 %. */
export function mediaColumns(p: PreparedMedia) {
  return {
    type: p.type,
    key: p.key,
    mimeType: p.mimeType,
    size: p.size,
    width: p.width,
    height: p.height,
    placeholder: p.placeholder,
    durationMs: p.durationMs,
    pdq: p.pdq,
    pdqCentre: p.pdqCentre,
    pdqHashed: p.type === "image",
    photoWidths: p.variants.map((v) => v.width),
    status: p.status,
    progress: p.status === "processing" ? 0 : null,
  };
}

/** Writes a prepared file to storage (from memory, or streamed from its temporary file). */
export async function storePrepared(p: PreparedMedia): Promise<void> {
  if ("bytes" in p.body) await storage().put(p.key, p.body.bytes, p.mimeType);
  else await storage().putFile(p.key, p.body.path, p.mimeType);
  for (const v of p.variants) await storage().put(v.key, v.bytes, "image/webp");
}
