"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Upload } from "tus-js-client";
import { startUpload, type UploadOrigin } from "./resumable";

export type UploadStatus = "uploading" | "paused" | "retrying" | "done" | "failed" | "cancelled";

/** One file on its way up, as the progress list shows it. */
export type UploadItem = {
  key: string;
  name: string;
  total: number;
  sent: number;
  status: UploadStatus;
  /** seconds left at the current pace, null until there is a pace */
  secondsLeft: number | null;
  uploadId?: string;
};

type Pace = { at: number; sent: number };
type Waiter = { resolve: (id: string) => void; reject: (err: Error) => void };

export class UploadCancelled extends Error {
  constructor() {
    super("cancelled");
  }
}

/**
 * Sends files through resumable uploads (tus, /api/uploads), one tus upload per file, all at
 * once: progress and time left per file, pause, resume, cancel; a dropped connection is retried
 * by itself (RETRY_DELAYS), from the offset the server has. `send` resolves with the upload ids
 * in the files' order once every file is up, and rejects if one fails or is cancelled.
 */
export function useResumableUploads(origin: UploadOrigin) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const waiters = useRef(new Map<string, Waiter>());
  const paces = useRef(new Map<string, Pace>());
  /** files already up (by key): sent again (a refused post, tried again), they are not uploaded twice */
  const finished = useRef(new Map<string, string>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i))), []);

  useEffect(
    () => () => {
      // leaving the page pauses (the upload stays resumable after a reload), it does not delete
      for (const u of uploads.current.values()) void u.abort(false);
    },
    [],
  );

  const send = useCallback(
    (files: { key: string; file: File }[]): Promise<string[]> => {
      const fresh = files.filter((f) => !finished.current.has(f.key));
      setItems((list) => [
        ...list.filter((i) => !fresh.some((f) => f.key === i.key)),
        ...fresh.map((f) => ({ key: f.key, name: f.file.name, total: f.file.size, sent: 0, status: "uploading" as const, secondsLeft: null })),
      ]);
      return Promise.all(
        files.map(
          ({ key, file }) =>
            new Promise<string>((resolve, reject) => {
              const done = finished.current.get(key);
              if (done) return resolve(done);
              waiters.current.set(key, { resolve, reject });
              paces.current.set(key, { at: performance.now(), sent: 0 });
              void startUpload(file, origin, {
                onProgress: (sent, total) => {
                  const pace = paces.current.get(key);
                  const now = performance.now();
                  let secondsLeft: number | null = null;
                  // the pace since the upload (re)started: bytes left at that pace
                  if (pace && sent > pace.sent && now - pace.at > 500) secondsLeft = Math.ceil(((total - sent) * (now - pace.at)) / (sent - pace.sent) / 1000);
                  if (!pace) paces.current.set(key, { at: now, sent });
                  patch(key, { sent, total, secondsLeft, status: "uploading" });
                },
                onRetry: () => {
                  paces.current.delete(key);
                  patch(key, { status: "retrying", secondsLeft: null });
                },
                onSuccess: (uploadId) => {
                  patch(key, { sent: file.size, status: "done", secondsLeft: 0, uploadId });
                  uploads.current.delete(key);
                  finished.current.set(key, uploadId);
                  waiters.current.get(key)?.resolve(uploadId);
                },
                onError: (error) => {
                  patch(key, { status: "failed", secondsLeft: null });
                  uploads.current.delete(key);
                  waiters.current.get(key)?.reject(error);
                },
              }).then(
                (u) => uploads.current.set(key, u),
                (error: Error) => {
                  patch(key, { status: "failed" });
                  reject(error);
                },
              );
            }),
        ),
      );
    },
    [origin, patch],
  );

  const pause = useCallback(
    (key: string) => {
      void uploads.current.get(key)?.abort(false);
      patch(key, { status: "paused", secondsLeft: null });
    },
    [patch],
  );

  const resume = useCallback(
    (key: string) => {
      const u = uploads.current.get(key);
      if (!u) return;
      setItems((list) => {
        const item = list.find((i) => i.key === key);
        paces.current.set(key, { at: performance.now(), sent: item?.sent ?? 0 });
        return list.map((i) => (i.key === key ? { ...i, status: "uploading" } : i));
      });
      u.start();
    },
    [],
  );

  const cancel = useCallback(
    (key: string) => {
      const u = uploads.current.get(key);
      uploads.current.delete(key);
      // termination: the server deletes what it had
      void u?.abort(true).catch(() => undefined);
      patch(key, { status: "cancelled", secondsLeft: null });
      waiters.current.get(key)?.reject(new UploadCancelled());
    },
    [patch],
  );

  /** Drops these files from the list (their uploads were used). */
  const forget = useCallback((keys: string[]) => {
    for (const key of keys) finished.current.delete(key);
    setItems((list) => list.filter((i) => !keys.includes(i.key)));
  }, []);

  const clear = useCallback(() => {
    finished.current.clear();
    setItems([]);
  }, []);

  return { items, send, pause, resume, cancel, forget, clear };
}
