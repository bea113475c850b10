import { createReadStream } from "node:fs";
import { constants } from "node:fs";
import { copyFile, mkdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { assertKey } from "@/lib/storage/keys";
import type { ByteRange, Storage, StoredObject } from "@/lib/storage/types";

/** Local-disk driver: one file per key under `{root}` (DATA_DIR/media by default). */
export function localStorage(root: string): Storage {
  const file = (key: string) => path.join(root, assertKey(key));
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));

  return {
    async put(key, bytes) {
      await ensureRoot();
      const target = file(key);
      // write then rename, so a reader never sees a half-written file
      const tmp = `${target}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },

    async putFile(key, filePath) {
      await ensureRoot();
      const target = file(key);
      const tmp = `${target}.${randomUUID()}.tmp`;
      try {
        // a copy-on-write clone where the file system has one, else a kernel copy: no bytes in memory
        await copyFile(filePath, tmp, constants.COPYFILE_FICLONE);
        await rename(tmp, target);
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const target = file(key);
      let size: number;
      try {
        size = (await stat(target)).size;
      } catch {
        return null;
      }
      const nodeStream = createReadStream(target, range ? { start: range.start, end: range.end } : undefined);
      return { stream: Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>, size };
    },

    async size(key) {
      try {
        return (await stat(file(key))).size;
      } catch {
        return null;
      }
    },

    async delete(key) {
      try {
        await unlink(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
    },
  };
}
