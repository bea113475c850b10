import type { ByteRange } from "@/lib/storage";

/**
 * Parses a single-range `Range: bytes=...` header against a size.
 * undefined: no (usable) range, serve everything; "unsatisfiable": answer 416.
 */
export function parseRange(header: string | null, size: number): ByteRange | undefined | "unsatisfiable" {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined; // multi-range or malformed: ignore, as RFC 9110 allows
  if (size === 0) return "unsatisfiable";
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
