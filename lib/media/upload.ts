import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { env } from "@/lib/env";
import { discardRestOf } from "@/lib/http/body";
import { AppError, badRequest, tooLarge, unsupportedMedia, type ErrorCode, type ErrorParams } from "@/lib/errors";
import type { MediaKind } from "@/lib/media/limits";
import { sniffMedia, SNIFF_BYTES } from "@/lib/media/sniff";

/** A file of a multipart upload, spooled to a temporary file under DATA_DIR/tmp/uploads. */
export type SpooledFile = { field: string; filename: string; path: string; size: number; kind: MediaKind; mime: string };
export type UploadForm = { fields: Map<string, string[]>; files: SpooledFile[] };

export type UploadRules = {
  /** form fields holding files; files in other fields are skipped unread */
  fileFields: string[];
  maxFiles: number;
  /** the error code when more files than maxFiles are sent, and its parameters */
  tooManyFiles: ErrorCode;
  tooManyFilesParams?: ErrorParams;
  /** the kinds accepted and each one's byte limit */
  limits: Partial<Record<MediaKind, number>>;
  /** the error for a file whose bytes are not an accepted kind (415) */
  wrongKind: (label: string) => AppError;
  /** the error for a file past its kind's limit (413) */
  tooBig: (label: string, kind: MediaKind) => AppError;
};

const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 64 * 1024;

let tmpReady: Promise<string> | undefined;

/** DATA_DIR/tmp/uploads, created on first use; leftovers of a crashed process (a day old) are removed then. */
function uploadDir(): Promise<string> {
  tmpReady ??= (async () => {
    const dir = path.resolve(env().DATA_DIR, "tmp", "uploads");
    await mkdir(dir, { recursive: true });
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < dayAgo) await rm(file, { force: true }).catch(() => undefined);
    }
    return dir;
  })();
  return tmpReady;
}

/**
 * Parses a multipart/form-data body as it streams (busboy) and runs `fn` with its fields and
 * files, each spooled to a temporary file: the request is never held in memory. A file's kind is
 * decided by its first bytes (415 at once when it is not an accepted one) and its size is counted
 * as it arrives (413 as soon as it passes its kind's limit; the rest is dropped, not stored). The
 * temporary files are removed when `fn` settles, whatever happened.
 */
export async function withUpload<T>(req: Request, rules: UploadRules, fn: (form: UploadForm) => Promise<T>): Promise<T> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw unsupportedMedia("MULTIPART_BODY_EXPECTED");
  const dir = await uploadDir();
  const created: string[] = [];
  try {
    const form = await spool(req, type, rules, dir, created);
    return await fn(form);
  } finally {
    await Promise.all(created.map((f) => rm(f, { force: true }).catch(() => undefined)));
  }
}

function spool(req: Request, type: string, rules: UploadRules, dir: string, created: string[]): Promise<UploadForm> {
  return new Promise<UploadForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        defParamCharset: "utf8",
        limits: {
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          // one more than allowed, so "too many" is seen and answered rather than silently dropped
          files: rules.maxFiles + 1,
          fileSize: Math.max(0, ...Object.values(rules.limits)) + 1,
        },
      });
    } catch {
      return reject(badRequest("INVALID_FORM_DATA"));
    }
    if (!req.body) return reject(badRequest("INVALID_FORM_DATA"));
    const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
    const fields = new Map<string, string[]>();
    const files: SpooledFile[] = [];
    const tasks: Promise<void>[] = [];
    const open = new Set<Readable>();
    let failure: unknown;
    let count = 0;

    // Stop parsing (what is left of the body is dropped, then the connection cut: discardRestOf),
    // end the files being written, and answer once every file handle is closed.
    const fail = (err: unknown) => {
      if (failure) return;
      failure = err;
      source.unpipe(parser);
      discardRestOf(source);
      for (const s of open) s.destroy();
      void Promise.allSettled(tasks).then(() => reject(err));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(tooLarge("FORM_FIELD_TOO_LONG", { params: { name: name.slice(0, 40) } }));
      if (!fields.has(name)) fields.set(name, []);
      fields.get(name)!.push(value);
    });
    parser.on("file", (field, stream, info) => {
      // busboy destroys a part cut short with an error; spoolFile reads it from the stream, so
      // here it only must not go unhandled (a skipped part, or before spoolFile iterates)
      stream.on("error", () => undefined);
      if (failure || !rules.fileFields.includes(field)) return void stream.resume();
      if (count >= rules.maxFiles) {
        stream.resume();
        return fail(badRequest(rules.tooManyFiles, rules.tooManyFilesParams ? { params: rules.tooManyFilesParams } : undefined));
      }
      const index = count++;
      const label = info.filename || `File ${index + 1}`;
      const target = path.join(dir, randomUUID());
      created.push(target);
      open.add(stream);
      tasks.push(
        spoolFile(stream, target, label, rules).then(
          (spooled) => {
            open.delete(stream);
            if (spooled) files[index] = { field, filename: info.filename ?? "", path: target, ...spooled };
          },
          (err: unknown) => {
            open.delete(stream);
            fail(err);
          },
        ),
      );
    });
    parser.on("fieldsLimit", () => fail(badRequest("TOO_MANY_FORM_FIELDS")));
    parser.on("partsLimit", () => fail(badRequest("TOO_MANY_FORM_PARTS")));
    parser.on("error", () => fail(badRequest("INVALID_FORM_DATA")));
    parser.on("close", () => {
      void Promise.allSettled(tasks).then(() => {
        if (!failure) resolve({ fields, files: files.filter(Boolean) });
      });
    });
    // The client went away or sent a broken stream: whatever arrived is dropped.
    source.on("error", () => fail(badRequest("UPLOAD_INTERRUPTED")));
    source.pipe(parser);
  });
}

/**
 * Writes one file part to `target`, checking its kind from its head and its size as it grows.
 * Answers null for the empty part a browser sends for a file input left blank.
 */
async function spoolFile(stream: Readable, target: string, label: string, rules: UploadRules) {
  const handle = await open(target, "wx", 0o600);
  try {
    let head: Buffer[] = [];
    let size = 0;
    let kind: { kind: MediaKind; mime: string; limit: number } | undefined;
    const decide = async () => {
      const sniffed = await sniffMedia(Buffer.concat(head));
      const limit = sniffed ? rules.limits[sniffed.kind] : undefined;
      if (!sniffed || limit === undefined) throw rules.wrongKind(label);
      if (size > limit) throw rules.tooBig(label, sniffed.kind);
      await handle.write(Buffer.concat(head));
      head = [];
      return { ...sniffed, limit };
    };
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (kind) {
        if (size > kind.limit) throw rules.tooBig(label, kind.kind);
        await handle.write(chunk);
      } else {
        head.push(chunk);
        if (size >= SNIFF_BYTES) kind = await decide();
      }
    }
    if (size === 0) return null;
    kind ??= await decide();
    if ((stream as Readable & { truncated?: boolean }).truncated) throw rules.tooBig(label, kind.kind);
    return { size, kind: kind.kind, mime: kind.mime };
  } finally {
    await handle.close();
  }
}
