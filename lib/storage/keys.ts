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
