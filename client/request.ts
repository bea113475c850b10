import { ApiError } from "./api-error";
import { errorTextOf, errorTextsReady } from "./error-texts";
import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";
import { isSentErrorCode } from "@/shared/errors/code-shape";

interface ErrorBody {
  success?: boolean;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  fieldCodes?: unknown;
  params?: unknown;
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === "string");
  }
  return out;
}

function fieldCodesOf(value: unknown): Record<string, ErrorCode[]> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const out: Record<string, ErrorCode[]> = {};
  for (const [field, codes] of Object.entries(value)) {
    if (Array.isArray(codes)) out[field] = codes.filter(isSentErrorCode);
  }
  return out;
}

function paramsOf(value: unknown): ErrorParams | undefined {
  if (!value || typeof value !== "object") return undefined;
  const out: ErrorParams = {};
  for (const [name, v] of Object.entries(value)) if (typeof v === "string" || typeof v === "number") out[name] = v;
  return out;
}

/**
 * The error of a refused answer, its texts the dictionary's for its codes where the page has them
 * (client/error-texts.ts: call after `errorTextsReady()` for the page's texts).
 */
export function apiErrorOf(body: ErrorBody | null, status: number, statusText = "", opts: { serverText?: boolean } = {}): ApiError {
  const code = isSentErrorCode(body?.code) ? body.code : undefined;
  const params = paramsOf(body?.params);
  const served = typeof body?.message === "string" && body.message ? body.message : statusText;
  const text = (c: ErrorCode | undefined, p?: ErrorParams) => (opts.serverText ? undefined : errorTextOf(c, p));
  const message = text(code, params) ?? (served || `Request failed (${status})`);
  const fieldCodes = fieldCodesOf(body?.fieldCodes);
  const errors = fieldErrors(body?.errors);
  if (errors && fieldCodes) {
    for (const [field, texts] of Object.entries(errors)) {
      // a field's text that takes parameters keeps the server's wording (they are not sent per field)
      errors[field] = texts.map((served, i) => text(fieldCodes[field]?.[i]) ?? served);
    }
  }
  return new ApiError(message, status, errors, code, { fieldCodes, params });
}

/**
 * fetch() for our JSON API. Resolves with the parsed body; throws an ApiError carrying the
 * error's text, status, code and field errors when the status is not 2xx or success is false.
 */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }
  const response = await fetch(url, { ...init, headers });
  const body = (await response.json().catch(() => null)) as (ErrorBody & T) | null;
  if (!response.ok || body?.success === false) {
    // the admin area's requests keep the server's (French) texts; the site's load the page's with their first error
    const serverText = headers.get("x-velvet-scope") === "admin";
    if (!serverText) await errorTextsReady();
    throw apiErrorOf(body, response.status, response.statusText, { serverText });
  }
  return body as T;
}
