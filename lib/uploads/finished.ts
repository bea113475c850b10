import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { badRequest, conflict, fieldError } from "@/lib/errors";
import { log } from "@/lib/log";
import { resumableLimits, type MediaKind } from "@/lib/media/limits";
import { mediaErrors, type MediaInput } from "@/lib/media/prepare";
import { sniffMedia, SNIFF_BYTES } from "@/lib/media/sniff";
import { UPLOADER_KEY } from "@/lib/uploads/ids";
import { uploadStore } from "@/lib/uploads/store";

/** A finished resumable upload, ready for lib/media/prepare.ts (the one path every file takes). */
export type FinishedUpload = { id: string; filename: string; file: MediaInput & { kind: MediaKind } };

/**
 * Runs `fn` with the caller's finished uploads `ids`, in order: each must be theirs and complete
 * (else 400 UPLOAD_UNKNOWN / 409 UPLOAD_NOT_FINISHED, nothing done); its kind is decided by its
 * bytes, like a multipart file's (415 otherwise), and its limits are the resumable ones. On the
 * local disk the upload's own file is read in place; from S3 it is first streamed to a temporary
 * file. When `fn` succeeds the uploads are deleted (their bytes now live in storage as media);
 * when it fails they stay, so the member may try again.
 */
export async function withFinishedUploads<T>(ownerId: string, ids: string[], fn: (uploads: FinishedUpload[]) => Promise<T>): Promise<T> {
  if (ids.length === 0) return fn([]);
  const { store, read, localPath, remove } = await uploadStore();
  const temporary: string[] = [];
  try {
    const uploads: FinishedUpload[] = [];
    for (const id of ids) {
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.[UPLOADER_KEY] !== ownerId) throw badRequest("UPLOAD_UNKNOWN", { errors: fieldError("uploads", "UPLOAD_UNKNOWN") });
      if (upload.size === undefined || upload.offset !== upload.size) throw conflict("UPLOAD_NOT_FINISHED", { params: { name: upload.metadata?.filename ?? id } });
      const filename = upload.metadata?.filename ?? "";
      // an empty file decodes as nothing (issue 24 point 3)
      if (upload.size === 0) throw mediaErrors.unreadable(filename || id);
      let file = localPath(id);
      if (!file) {
        file = await spoolToTemporary(await read(id));
        temporary.push(file);
      }
      const sniffed = await sniffMedia(await head(file));
      if (!sniffed) throw mediaErrors.wrongKind(filename || id);
      uploads.push({ id, filename, file: { path: file, size: upload.size, kind: sniffed.kind, mime: sniffed.mime, limits: resumableLimits() } });
    }
    const result = await fn(uploads);
    await Promise.allSettled(ids.map((id) => remove(id)));
    return result;
  } finally {
    await Promise.all(temporary.map((f) => rm(f, { force: true }).catch((err: unknown) => log.warn({ err }, "temporary upload copy not removed"))));
  }
}

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function spoolToTemporary(source: NodeJS.ReadableStream): Promise<string> {
  const dir = path.resolve(env().DATA_DIR, "tmp", "uploads");
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, randomUUID());
  await pipeline(source, createWriteStream(target, { flags: "wx", mode: 0o600 }));
  return target;
}
