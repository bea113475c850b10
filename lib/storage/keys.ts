import { randomUUID } from "node:crypto";
import { badRequest } from "@/lib/errors";

/**
 * Key prefixes say what a file is: public avatar/cover variants, private media, an identity
 * document ("id": never served by /api/media or /api/images, only to admins: lib/identity/documents.ts),
 * or an upload kept in quarantine because it matched a known-abuse hash list ("qr": never served
 * by the media routes, only to admins: lib/moderation/hash-match.ts), or a leaked copy waiting for
 * its trace job ("lt": never served; lib/leaks/trace.ts).
 */
export type KeyKind = "av" | "cv" | "pm" | "cm" | "id" | "qr" | "lt";

/** An identity document's key: the media routes refuse these before anything else. */
export const isIdentityKey = (key: string) => key.startsWith("id-");

/** A quarantined upload's key. */
export const isQuarantineKey = (key: string) => key.startsWith("qr-");

/** A leaked copy kept while its trace job runs (lib/leaks/trace.ts): never served. */
export const isLeakCopyKey = (key: string) => key.startsWith("lt-");

/** Keys the media routes refuse before anything else, whatever the link: identity documents, quarantined uploads, leaked copies under trace. */
export const isPrivateKey = (key: string) => isIdentityKey(key) || isQuarantineKey(key) || isLeakCopyKey(key);

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,127}$/;

/** A new opaque key: `{kind}-{uuid}` plus an optional suffix such as `.webp`. */
export function newKey(kind: KeyKind, suffix = ""): string {
  return `${kind}-${randomUUID()}${suffix}`;
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes("..");
}

/** Storage drivers call this on every key: only [a-z0-9-_.], never a path. */
export function assertKey(key: string): string {
  if (!isValidKey(key)) throw badRequest("INVALID_STORAGE_KEY");
  return key;
}

// A video's served forms (decision 074), stored beside its original under flat keys derived from
// its key K: the poster `K.poster.jpg`, each rendition's playlist `K.{name}.m3u8` and its MPEG-TS
// segments `K.{name}.{00000}.ts`. The master playlist `K.master.m3u8` is not stored: it is written
// per viewer from Media.renditions (lib/media/hls.ts). A video marked for leak tracing (decision
// 092) has two variants of every segment, `K.{name}.a.{00000}.ts` and `K.{name}.b.{00000}.ts`, and
// its rendition playlist `K.{name}.m3u8` names the A segments (each viewer's copy picks A or B).
// Its sound (decision 095) is one audio-only rendition shared by every picture rendition and every
// viewer: playlist `K.audio.m3u8`, segments `K.audio.{00000}.ts`.

/** The name of a video's shared audio rendition (decision 095): never a picture rendition's. */
export const AUDIO_RENDITION = "audio";

/** A rendition's name (`360p`, `720p`): lower-case letters and digits, never `master`, `poster` or `audio`. */
export const isRenditionName = (name: string) => /^[a-z0-9]{1,16}$/.test(name) && name !== "master" && name !== "poster" && name !== AUDIO_RENDITION;

export const posterKeyOf = (key: string) => `${key}.poster.jpg`;
export const masterPlaylistKeyOf = (key: string) => `${key}.master.m3u8`;
export const renditionPlaylistKey = (key: string, rendition: string) => `${key}.${rendition}.m3u8`;
export const segmentKey = (key: string, rendition: string, index: number) => `${key}.${rendition}.${String(index).padStart(5, "0")}.ts`;
/** The shared audio rendition's playlist and segments (decision 095). */
export const audioPlaylistKey = (key: string) => renditionPlaylistKey(key, AUDIO_RENDITION);
export const audioSegmentKey = (key: string, index: number) => segmentKey(key, AUDIO_RENDITION, index);

/** The two variants of a marked video's segments (decision 092). */
export type SegmentVariant = "a" | "b";
export const variantSegmentKey = (key: string, rendition: string, variant: SegmentVariant, index: number) =>
  `${key}.${rendition}.${variant}.${String(index).padStart(5, "0")}.ts`;

/** What a key names among a video's served forms, with the key of the video itself (`media`); null for any other key. */
export type VideoPart =
  | { part: "poster"; media: string }
  | { part: "master"; media: string }
  | { part: "playlist"; media: string; rendition: string }
  | { part: "audio"; media: string }
  | { part: "segment"; media: string; rendition: string; index: number; variant?: SegmentVariant };

export function videoPartOf(key: string): VideoPart | null {
  let m = /^(.+)\.poster\.jpg$/.exec(key);
  if (m) return { part: "poster", media: m[1] };
  m = /^(.+)\.master\.m3u8$/.exec(key);
  if (m) return { part: "master", media: m[1] };
  m = /^(.+)\.([a-z0-9]{1,16})\.m3u8$/.exec(key);
  if (m && m[2] === AUDIO_RENDITION) return { part: "audio", media: m[1] };
  if (m && isRenditionName(m[2])) return { part: "playlist", media: m[1], rendition: m[2] };
  m = /^(.+)\.([a-z0-9]{1,16})\.([ab])\.(\d{5,6})\.ts$/.exec(key);
  if (m && isRenditionName(m[2])) return { part: "segment", media: m[1], rendition: m[2], index: Number(m[4]), variant: m[3] as SegmentVariant };
  m = /^(.+)\.([a-z0-9]{1,16})\.(\d{5,6})\.ts$/.exec(key);
  if (m && (isRenditionName(m[2]) || m[2] === AUDIO_RENDITION)) return { part: "segment", media: m[1], rendition: m[2], index: Number(m[3]) };
  return null;
}
