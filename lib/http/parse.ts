import type { z } from "zod";
import { AppError, badRequest, unsupportedMedia } from "@/lib/errors";
import { readBodyCapped, refuseUnread } from "@/lib/http/body";
import { firstIssue, zodFieldErrors } from "@/lib/http/respond";
import { englishText } from "@/lib/i18n/error-text";

/** JSON bodies of the API are small; 1 MB (lib/http/body.ts) is the ceiling no endpoint may raise past. */
const MAX_JSON_BYTES = 64 * 1024;

/** The media type of a Content-Type header without its parameters: "Application/JSON; charset=utf-8" -> "application/json". */
export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads a JSON body (counted while it streams, 413 past the cap), then validates it with the
 * schema. A body of another type is 415 before it is read: text/plain, form-urlencoded and
 * multipart are what a cross-site HTML form can send, application/json is not. A request with
 * no body and no type is validated as `{}` (POST /like and the like).
 */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S, opts: { maxBytes?: number } = {}): Promise<z.infer<S>> {
  const type = mediaType(req);
  if (type && type !== "application/json") refuseUnread(req, unsupportedMedia("JSON_BODY_EXPECTED"));
  if (!type && Number(req.headers.get("content-length") ?? 0) > 0) refuseUnread(req, unsupportedMedia("JSON_BODY_EXPECTED"));
  const text = (await readBodyCapped(req, opts.maxBytes ?? MAX_JSON_BYTES)).toString("utf8");
  if (!type && text.trim()) throw unsupportedMedia("JSON_BODY_EXPECTED");
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest("MALFORMED_JSON");
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

/**
 * A list field of a form: one JSON array (parsed; `invalid` when it is not JSON), else the values of
 * the repeated field, each possibly comma-separated, trimmed, blanks dropped. Validate the result.
 */
export function listField(values: string[], invalid: () => Error): unknown {
  if (values.length === 1 && values[0]!.trim().startsWith("[")) {
    try {
      return JSON.parse(values[0]!);
    } catch {
      throw invalid();
    }
  }
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  if (hasUnstorableText(raw)) throw badRequest("TEXT_INVALID_CHARACTERS");
  const result = schema.safeParse(raw);
  if (!result.success) {
    // the answer tells the first problem (its code, and in English the schema's own wording) and lists them all
    const errors = zodFieldErrors(result.error);
    const first = firstIssue(errors);
    if (!first) throw badRequest("INVALID_INPUT", { errors });
    throw new AppError(400, first.english ?? englishText(first.code, first.params), errors, first.code, first.params);
  }
  return result.data;
}
