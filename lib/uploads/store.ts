import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { DataStore } from "@tus/server";
import type { Options as S3StoreOptions } from "@tus/s3-store";
import { env } from "@/lib/env";
import { retentionPeriodMs } from "@/lib/privacy/retention";
import { s3SettingsFromEnv } from "@/lib/storage/s3";

type MetadataValue = NonNullable<Awaited<ReturnType<NonNullable<S3StoreOptions["cache"]>["get"]>>>;

/** An S3 part of a resumable upload: each PATCH body is cut into parts this size, spooled to disk one at a time. */
const S3_PART_BYTES = 8 * 1024 * 1024;
const S3_PARTS_IN_FLIGHT = 4;

/**
 * Where resumable uploads are kept while they arrive, chosen by STORAGE_DRIVER like lib/storage:
 * local disk (DATA_DIR/tmp/tus, with the temporary files the retention job clears) or the S3
 * bucket (a multipart upload per file). Unfinished uploads expire after the retention table's
 * "uploads" period (UPLOAD_RETENTION_HOURS): tus answers 410 for them, and the job deletes them.
 */
export type UploadStore = {
  store: DataStore;
  /** the bytes of a finished upload, streamed */
  read: (id: string) => Promise<Readable>;
  /** its file on this machine when the store is the local disk (no copy needed), else null */
  localPath: (id: string) => string | null;
  /** deletes an upload (finished or not) and everything the store kept of it */
  remove: (id: string) => Promise<void>;
  /** deletes the unfinished uploads started before `cutoff`; answers how many */
  expire: (cutoff: Date) => Promise<number>;
};

let cached: Promise<UploadStore> | undefined;

export function uploadStore(): Promise<UploadStore> {
  cached ??= open().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

/** DATA_DIR/tmp/tus: a temporary folder (lib/privacy/purge.ts clears what outlives the uploads' period). */
export function localUploadDirectory(): string {
  return path.resolve(env().DATA_DIR, "tmp", "tus");
}

async function open(): Promise<UploadStore> {
  const e = env();
  const expirationPeriodInMilliseconds = retentionPeriodMs("uploads", e);
  if (e.STORAGE_DRIVER === "s3") {
    // the SDK is loaded only with the S3 driver (lib/storage/s3.ts does the same)
    const { S3Store } = await import("@tus/s3-store");
    const { S3Client, DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    const s = s3SettingsFromEnv();
    const clientConfig = {
      region: s.region,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
      requestChecksumCalculation: "WHEN_REQUIRED" as const,
      responseChecksumValidation: "WHEN_REQUIRED" as const,
    };
    // S3Store's cache of each upload's .info (its own default, kept here so a removal can clear it)
    const infos = new Map<string, MetadataValue>();
    const cache: NonNullable<S3StoreOptions["cache"]> = {
      get: async (id) => infos.get(id),
      set: async (id, value) => void infos.set(id, value),
      delete: async (id) => void infos.delete(id),
      list: async () => [...infos.keys()],
    };
    const store = new S3Store({
      cache,
      partSize: S3_PART_BYTES,
      maxConcurrentPartUploads: S3_PARTS_IN_FLIGHT,
      expirationPeriodInMilliseconds,
      // object tags are not offered by every S3-compatible service: expiry goes by the upload's start
      useTags: false,
      s3ClientConfig: { bucket: s.bucket, ...clientConfig },
    });
    const client = new S3Client(clientConfig);
    return {
      store,
      read: (id) => store.read(id),
      localPath: () => null,
      remove: async (id) => {
        // S3Store.remove aborts the multipart upload first; a finished upload has none any more
        // (NoSuchUpload), and it then stops (404) before deleting the assembled object and its
        // .info: a used upload would stay in the bucket for good. Those objects are deleted here.
        await store.remove(id).catch((err: unknown) => {
          if ((err as { status_code?: number } | null)?.status_code !== 404) throw err;
        });
        await Promise.all([id, `${id}.info`, `${id}.part`].map((Key) => client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key }))));
        await cache.delete(id);
      },
      // S3 knows when each multipart upload started; pg-boss runs this once per period
      expire: () => store.deleteExpired(),
    };
  }
  const { FileStore } = await import("@tus/file-store");
  const directory = localUploadDirectory();
  const store = new FileStore({ directory, expirationPeriodInMilliseconds });
  return {
    store,
    read: async (id) => store.read(id),
    localPath: (id) => path.join(directory, id),
    remove: (id) => store.remove(id),
    expire: async (cutoff) => {
      // the store makes its folder in the background: it may not be there yet
      await mkdir(directory, { recursive: true });
      let removed = 0;
      for (const id of (await store.configstore.list?.()) ?? []) {
        const upload = await store.getUpload(id).catch(() => null);
        if (!upload) continue;
        const started = upload.creation_date ? new Date(upload.creation_date) : null;
        if (started && started < cutoff && upload.offset !== upload.size) {
          await store.remove(id).catch(() => undefined);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
