import { tooLarge } from "@/lib/errors";

/** The hard ceiling of any body read into memory (JSON); uploads stream to disk instead (lib/media/upload.ts). */
export const MAX_BUFFERED_BODY_BYTES = 1024 * 1024;

/** A declared Content-Length over the cap is refused before a byte is read. */
export function refuseDeclaredOver(req: Request, maxBytes: number, message: string): void {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(message);
}

/**
 * Reads a request body into memory, counting bytes as they arrive and stopping at `maxBytes`
 * (413): a chunked body without Content-Length is cut off at the cap, never buffered whole.
 */
export async function readBodyCapped(req: Request, maxBytes: number, message = "Request body too large"): Promise<Buffer> {
  const cap = Math.min(maxBytes, MAX_BUFFERED_BODY_BYTES);
  refuseDeclaredOver(req, cap, message);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Stop reading here; the 413 answer closes the connection (lib/http/respond.ts), which ends
    // the upload without the rest ever being read.
    if (total > cap) throw tooLarge(message);
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
