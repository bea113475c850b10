import { createHmac, timingSafeEqual } from "node:crypto";
import { prisma, type Tx } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { notFound, forbidden, tooLarge, unsupportedMedia } from "@/lib/errors";
import type { SpooledFile, UploadRules } from "@/lib/media/upload";
import { storage, deleteQuietly } from "@/lib/storage";
import { newKey } from "@/lib/storage/keys";
import { z } from "@/shared/zod";

// Private identity files (a document photo, a selfie, a co-performer's signed release): stored
// under the "id-" key prefix, which /api/media and /api/images refuse (lib/media/serve.ts), and
// read only by an admin through GET /api/admin/documents/{id}?exp&sig: a link signed for 5 minutes
// that also needs the admin's session (docs/decisions/035-identity-verification.md).

/** 10 MB per identity file: a phone photo of a card or a scanned page. */
export const IDENTITY_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** How long an admin's document link works. */
export const DOCUMENT_LINK_SECONDS = 300;

export type DocumentPurpose = "id_document" | "selfie" | "release";

/** The streaming upload rules of an identity form: images only (checked by content), 10 MB each. */
export function identityUploadRules(fileFields: string[]): UploadRules {
  return {
    fileFields,
    maxFiles: fileFields.length,
    tooManyFiles: "ONE_FILE_PER_FIELD",
    limits: { image: IDENTITY_FILE_MAX_BYTES },
    wrongKind: (label) => unsupportedMedia("WRONG_FILE_TYPE", { params: { label } }),
    tooBig: (label) => tooLarge("FILE_TOO_LARGE", { params: { label } }),
  };
}

/** Stores the spooled files and answers the rows to write (the caller writes them in its transaction). */
export async function storeIdentityFiles(files: { file: SpooledFile; purpose: DocumentPurpose }[]) {
  const stored: { key: string; purpose: DocumentPurpose; mimeType: string; size: number }[] = [];
  try {
    for (const { file, purpose } of files) {
      const key = newKey("id");
      await storage().putFile(key, file.path, file.mime);
      stored.push({ key, purpose, mimeType: file.mime, size: file.size });
    }
    return stored;
  } catch (err) {
    await deleteQuietly(stored.map((s) => s.key));
    throw err;
  }
}

/** Removes the bytes and the rows of documents (the retention job, a withdrawn tag). */
export async function deleteDocuments(ids: string[], db: Tx | typeof prisma = prisma): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.identityDocument.findMany({ where: { id: { in: ids } }, select: { key: true } });
  await deleteQuietly(rows.map((r) => r.key));
  const { count } = await db.identityDocument.deleteMany({ where: { id: { in: ids } } });
  return count;
}

function signature(id: string, exp: number): string {
  return createHmac("sha256", authSecret()).update(`identity-document:${id}:${exp}`).digest("base64url");
}

/** An admin's link to one document, valid DOCUMENT_LINK_SECONDS. */
export function signedDocumentUrl(id: string, now = Date.now()): { url: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS;
  return { url: `/api/admin/documents/${id}?exp=${exp}&sig=${signature(id, exp)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

function validSignature(id: string, expRaw: string | null, sig: string | null, now: number): boolean {
  if (!expRaw || !sig || !/^\d{1,12}$/.test(expRaw)) return false;
  const exp = Number(expRaw);
  // a link is never valid longer than it was issued for, even if someone signed a later expiry
  if (exp <= Math.floor(now / 1000) || exp > Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS) return false;
  const expected = Buffer.from(signature(id, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * GET /api/admin/documents/{id}?exp&sig (the caller checked the admin): the file's bytes, never
 * cached. 403 for an altered or expired link, 404 for a document that is gone.
 */
export async function serveIdentityDocument(id: string, exp: string | null, sig: string | null, now = Date.now()): Promise<Response> {
  if (!z.uuid().safeParse(id).success) throw notFound("DOCUMENT_NOT_FOUND");
  if (!validSignature(id, exp, sig, now)) throw forbidden("INVALID_LINK");
  const doc = await prisma.identityDocument.findUnique({ where: { id }, select: { key: true, mimeType: true } });
  if (!doc) throw notFound("DOCUMENT_NOT_FOUND");
  const obj = await storage().get(doc.key);
  if (!obj) throw notFound("DOCUMENT_NOT_FOUND");
  return new Response(obj.stream, {
    status: 200,
    headers: {
      "content-type": doc.mimeType,
      "content-length": String(obj.size),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
    },
  });
}

/** A document as the back office lists it, with its short-lived link. */
export function documentLink(d: { id: string; purpose: string; mimeType: string }, now = Date.now()) {
  return { _id: d.id, purpose: d.purpose, mimeType: d.mimeType, ...signedDocumentUrl(d.id, now) };
}
