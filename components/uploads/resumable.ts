"use client";

import type { PreviousUpload, Upload } from "tus-js-client";
import { UPLOADS_PATH } from "@/shared/media/uploads";

/** Where the file goes once up: tells the composer's and the chat's unfinished uploads apart after a reload. */
export type UploadOrigin = "post" | "chat";

/**
 * Waits after a dropped connection before each new try (tus-js-client resumes from the server's
 * offset, HEAD, each time): at once, then 1, 3, 5, 10, 20, 30 s, then every 30 s for 10 minutes.
 */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, ...Array.from({ length: 20 }, () => 30_000)];

/** Each PATCH carries at most this much: a drop loses at most one part's progress on servers that do not keep partial bodies. */
export const CHUNK_BYTES = 32 * 1024 * 1024;

/** tus-js-client (about 20 kB), loaded when a file is first sent: no page pays for it before. */
export const loadTus = () => import("tus-js-client");

export type UploadCallbacks = {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (uploadId: string) => void;
  onError: (error: Error) => void;
  /** the connection dropped: tus-js-client tries again after the next of RETRY_DELAYS */
  onRetry: () => void;
};

/** tus-js-client's own rule (no answer, 5xx, 409 offset mismatch, 423 locked, 429), told to the page. */
function shouldRetry(status: number): boolean {
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

/** A tus upload of `file` to /api/uploads, resuming a previous one of the same file (same browser) if there is one. */
export async function startUpload(file: File, origin: UploadOrigin, on: UploadCallbacks): Promise<Upload> {
  const tus = await loadTus();
  const upload: Upload = new tus.Upload(file, {
    endpoint: UPLOADS_PATH,
    retryDelays: RETRY_DELAYS,
    chunkSize: CHUNK_BYTES,
    metadata: { filename: file.name, filetype: file.type || "application/octet-stream", origin },
    // kept until the upload is finished, so a reload can resume it; forgotten once it is
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: on.onProgress,
    onError: on.onError,
    onShouldRetry: (err) => {
      const retry = shouldRetry(err.originalResponse?.getStatus() ?? 0);
      if (retry) on.onRetry();
      return retry;
    },
    onSuccess: () => on.onSuccess(uploadIdOf(upload.url)),
  });
  const previous = await upload.findPreviousUploads().catch(() => [] as PreviousUpload[]);
  const mine = previous.find((p) => p.uploadUrl && uploadIdOf(p.uploadUrl));
  if (mine) upload.resumeFromPreviousUpload(mine);
  upload.start();
  return upload;
}

/** The id at the end of an upload's address (`…/api/uploads/up-…`). */
export function uploadIdOf(url: string | null | undefined): string {
  return url ? (new URL(url, window.location.href).pathname.split("/").pop() ?? "") : "";
}

export type Unfinished = { key: string; url: string; filename: string; filetype: string; size: number; startedAt: string };

/** The unfinished uploads this browser remembers for `origin` (tus-js-client's URL storage), newest first. */
export async function unfinishedUploads(origin: UploadOrigin): Promise<Unfinished[]> {
  const tus = await loadTus();
  if (!tus.canStoreURLs) return [];
  const all = await tus.defaultOptions.urlStorage.findAllUploads().catch(() => [] as PreviousUpload[]);
  return all
    .filter((p) => p.uploadUrl && p.metadata?.origin === origin && new URL(p.uploadUrl, window.location.href).pathname.startsWith(`${UPLOADS_PATH}/`))
    .map((p) => ({ key: p.urlStorageKey, url: p.uploadUrl!, filename: p.metadata.filename ?? "", filetype: p.metadata.filetype ?? "", size: p.size ?? 0, startedAt: p.creationTime }))
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/** Forgets an unfinished upload and deletes it on the server (tus termination). */
export async function discardUnfinished(u: Unfinished): Promise<void> {
  const tus = await loadTus();
  await tus.Upload.terminate(u.url, { headers: {} }).catch(() => undefined);
  await tus.defaultOptions.urlStorage.removeUpload(u.key).catch(() => undefined);
}
