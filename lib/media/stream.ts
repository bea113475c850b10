import { notFound } from "@/lib/errors";
import { parseRange } from "@/lib/media/range";
import { storage } from "@/lib/storage";

/** Bytes of a stored object as an HTTP answer, honouring a single Range (206/416). */
export async function streamObject(key: string, contentType: string, rangeHeader: string | null, cacheControl: string): Promise<Response> {
  const size = await storage().size(key);
  if (size === null) throw notFound("MEDIA_NOT_FOUND");
  const base: Record<string, string> = {
    "content-type": contentType,
    "accept-ranges": "bytes",
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    "content-disposition": "inline",
  };
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...base, "content-range": `bytes */${size}` } });
  }
  const obj = await storage().get(key, range);
  if (!obj) throw notFound("MEDIA_NOT_FOUND");
  if (range) {
    return new Response(obj.stream, {
      status: 206,
      headers: { ...base, "content-range": `bytes ${range.start}-${range.end}/${size}`, "content-length": String(range.end - range.start + 1) },
    });
  }
  return new Response(obj.stream, { status: 200, headers: { ...base, "content-length": String(size) } });
}

