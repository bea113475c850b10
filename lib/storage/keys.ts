import { randomUUID } from "node:crypto";
import { badRequest } from "@/lib/errors";

/**
 * Key prefixes say what a file is: public avatar/cover variants, private media, an identity
 * document ("id": never served by /api/media or /api/images, only to admins: lib/identity/documents.ts),
 * or an upload kept in quarantine because it matched a known-abuse hash list ("qr": never served
 * by the media routes, only to admins: lib/moderation/hash-match.ts).
 */
export type KeyKind = "av" | "cv" | "pm" | "cm" | "id" | "qr";

/** An identity document's key: the media routes refuse these before anything else. */
export const isIdentityKey = (key: string) => key.startsWith("id-");

/** A quarantined upload's key. */
export const isQuarantineKey = (key: string) => key.startsWith("qr-");

/** Keys the media routes refuse before anything else, whatever the link: identity documents and quarantined uploads. */
export const isPrivateKey = (key: string) => isIdentityKey(key) || isQuarantineKey(key);

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
// per viewer from Media.renditions (lib/media/hls.ts).

/** A rendition's name (`360p`, `720p`): lower-case letters and digits, never `master` or `poster`. */
export const isRenditionName = (name: string) => /^[a-z0-9]{1,16}$/.test(name) && name !== "master" && name !== "poster";

export const posterKeyOf = (key: string) => `${key}.poster.jpg`;
export const masterPlaylistKeyOf = (key: string) => `${key}.master.m3u8`;
export const renditionPlaylistKey = (key: string, rendition: string) => `${key}.${rendition}.m3u8`;
export const segmentKey = (key: string, rendition: string, index: number) => `${key}.${rendition}.${String(index).padStart(5, "0")}.ts`;

/** What a key names among a video's served forms, with the key of the video itself (`media`); null for any other key. */
export type VideoPart =
  | { part: "poster"; media: string }
  | { part: "master"; media: string }
  | { part: "playlist"; media: string; rendition: string }
  | { part: "segment"; media: string; rendition: string; index: number };

export function videoPartOf(key: string): VideoPart | null {
  let m = /^(.+)\.poster\.jpg$/.exec(key);
  if (m) return { part: "poster", media: m[1] };
  m = /^(.+)\.master\.m3u8$/.exec(key);
  if (m) return { part: "master", media: m[1] };
  m = /^(.+)\.([a-z0-9]{1,16})\.m3u8$/.exec(key);
  if (m && isRenditionName(m[2])) return { part: "playlist", media: m[1], rendition: m[2] };
  m = /^(.+)\.([a-z0-9]{1,16})\.(\d{5,6})\.ts$/.exec(key);
  if (m && isRenditionName(m[2])) return { part: "segment", media: m[1], rendition: m[2], index: Number(m[3]) };
  return null;
}
