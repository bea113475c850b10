import type { Readable } from "node:stream";
import { tooLarge } from "@/lib/errors";

/** The hard ceiling of any body read into memory (JSON); uploads stream to disk instead (lib/media/upload.ts). */
export const MAX_BUFFERED_BODY_BYTES = 1024 * 1024;

/**
 * How long the rest of a refused body is read and dropped before the connection is cut. Cutting
 * it at once makes the client's next write fail, and fetch and browsers then report a network
 * error instead of the 413/415 they were sent (nginx's "lingering close" does the same).
 */
const LINGER_MS = 2000;

/**
 * How much of a refused body is read and dropped at most. Past it nothing more is read: the
 * client's writes wait (TCP backpressure) while the answer reaches it, and the connection is cut
 * at LINGER_MS. Reading without a bound let a client push tens of MB while a loaded server was
 * still writing its 413.
 */
const LINGER_BYTES = 4 * 1024 * 1024;

/** After an early refusal: reads and drops up to LINGER_BYTES of the rest for LINGER_MS, then cancels it (closing the connection). */
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const deadline = Date.now() + LINGER_MS;
  void (async () => {
    let dropped = 0;
    try {
      while (dropped <= LINGER_BYTES) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        let timer: NodeJS.Timeout | undefined;
        const next = await Promise.race([reader.read(), new Promise<null>((r) => (timer = setTimeout(() => r(null), left)))]);
        clearTimeout(timer);
        if (!next || next.done) return void (await reader.cancel().catch(() => undefined));
        dropped += next.value.byteLength;
      }
      const left = deadline - Date.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    } catch {
      // the client went away: nothing left to drop
    }
    await reader.cancel().catch(() => undefined);
  })();
}

/** discardRest for a Node stream (an upload being parsed). */
export function discardRestOf(source: Readable): void {
  let dropped = 0;
  const count = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) {
      source.off("data", count);
      source.pause();
    }
  };
  source.on("data", count);
  source.resume();
  const timer = setTimeout(() => source.destroy(), LINGER_MS);
  source.once("end", () => clearTimeout(timer));
  source.once("close", () => clearTimeout(timer));
}

/** Refuses a request before its body is read: the body (if any) is dropped as discardRest does. */
export function refuseUnread(req: Request, error: Error): never {
  if (req.body && !req.body.locked) discardRest(req.body.getReader());
  throw error;
}

/**
 * Reads a request body into memory, counting bytes as they arrive and stopping at `maxBytes`
 * (413): a chunked body without Content-Length is cut off at the cap, never buffered whole, and a
 * declared Content-Length over it is refused before a byte is read.
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Buffer> {
  const cap = Math.min(maxBytes, MAX_BUFFERED_BODY_BYTES);
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > cap) refuseUnread(req, tooLarge());
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      discardRest(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
