import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { ZipFile } from "yazl";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import * as files from "@/lib/privacy/export-files";

// Writes a member's export as a ZIP (docs/decisions/056-data-export-zip-yazl.md): yazl takes one
// entry at a time (addReadStreamLazy opens each source only when its turn comes), the JSON files
// are generated page by page and media files stream from storage, and the archive streams to a
// temporary file, then to storage. Memory stays bounded whatever the member's history.

/** Builds the ZIP of `userId` into storage under `key`; returns its size in bytes. */
export async function writeExportZip(userId: string, key: string): Promise<number> {
  const dir = path.resolve(env().DATA_DIR, "tmp", "exports");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${key}.part`);
  try {
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream as unknown as NodeJS.ReadableStream, createWriteStream(file));
    const text = (name: string, chunks: () => AsyncIterable<string>) =>
      zip.addReadStreamLazy(name, (cb) => cb(null, Readable.from(chunks(), { objectMode: false })));

    text("profile.json", async function* () {
      yield await files.profileFile(userId);
    });
    text("subscriptions.json", () => files.jsonArrayFile("subscriptions", files.subscriptions(userId)));
    text("payments.json", () => files.jsonArrayFile("payments", files.payments(userId)));
    text("messages.json", () => files.jsonArrayFile("messages", files.messages(userId), { note: "the other party of a conversation appears by public name only" }));
    text("comments.json", () => files.jsonArrayFile("comments", files.comments(userId)));
    text("notifications.json", () => files.jsonArrayFile("notifications", files.notifications(userId)));
    text("sessions.json", () => files.jsonArrayFile("sessions", files.sessions(userId)));

    if (await files.hasPosts(userId)) {
      const media: files.ExportMediaFile[] = [];
      let postsDone!: () => void;
      const postsWritten = new Promise<void>((resolve) => (postsDone = resolve));
      text("posts.json", async function* () {
        yield* files.jsonArrayFile("posts", files.posts(userId, (f) => media.push(f)));
        postsDone();
      });
      await Promise.race([postsWritten, written]);
      for (const m of media) {
        zip.addReadStreamLazy(m.name, { compress: false }, (cb) => {
          storage()
            .get(m.key)
            .then((obj) => cb(null, obj ? Readable.fromWeb(obj.stream as unknown as WebReadableStream<Uint8Array>) : Readable.from([])))
            .catch((err: unknown) => cb(err, Readable.from([])));
        });
      }
    }
    zip.end();
    await written;
    await storage().putFile(key, file, "application/zip");
    return (await storage().size(key)) ?? 0;
  } finally {
    await rm(file, { force: true });
  }
}
