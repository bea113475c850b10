import type { z } from "zod";
import { badRequest, tooLarge, unsupportedMedia } from "@/lib/errors";
import { zodFieldErrors } from "@/lib/http/respond";

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body (size-capped), then validates it with the schema. */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const type = req.headers.get("content-type") ?? "";
  if (type && !type.includes("application/json")) throw unsupportedMedia("Expected a JSON body");
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw tooLarge("Request body too large");
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw tooLarge("Request body too large");
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest("Malformed JSON body");
    }
  }
  return validate(schema, raw);
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams.entries());
  return validate(schema, params);
}

// NUL and unpaired UTF-16 surrogates cannot be stored as UTF-8 text (PostgreSQL refuses them).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when some string in the value (at any depth) contains characters that cannot be stored. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0") || LONE_SURROGATE.test(value);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasUnstorableText(v, depth + 1));
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  if (hasUnstorableText(raw)) throw badRequest("Text contains invalid characters");
  const result = schema.safeParse(raw);
  if (!result.success) {
    const errors = zodFieldErrors(result.error);
    const first = Object.values(errors)[0]?.[0];
    throw badRequest(first ?? "Invalid input", errors);
  }
  return result.data;
}
