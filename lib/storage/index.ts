import path from "node:path";
import { env } from "@/lib/env";
import { localStorage } from "@/lib/storage/local";
import { s3Storage } from "@/lib/storage/s3";
import type { Storage } from "@/lib/storage/types";

export type { Storage, StoredObject, ByteRange } from "@/lib/storage/types";

let cached: Storage | undefined;

/** The configured storage driver: local disk under DATA_DIR/media, or S3 with STORAGE_DRIVER=s3. */
export function storage(): Storage {
  if (!cached) {
    const e = env();
    cached = e.STORAGE_DRIVER === "s3" ? s3Storage() : localStorage(path.resolve(e.DATA_DIR, "media"));
  }
  return cached;
}

/** Best-effort removal of several keys (clean-up paths must not throw). */
export async function deleteQuietly(keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((k) => storage().delete(k)));
}
