// One error type for the domain, mapped to an HTTP status and an answer in the reader's language
// in lib/http/respond.ts. Every error has a stable code of shared/errors/codes.ts; its text is
// the dictionaries' `Errors.<code>` (decision 041).
import { englishText } from "@/lib/i18n/error-text";
import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

export type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

/** One problem of a field: a code and its parameters (`english`: a schema's own English wording, kept for English answers). */
export type FieldIssue = { code: ErrorCode; params?: ErrorParams; english?: string };

/**
 * Field errors by field name. A plain string is a message from code that has no code for it yet:
 * it is answered as written, with the code FIELD_INVALID.
 */
export type FieldErrors = Record<string, (FieldIssue | string)[]>;

export class AppError extends Error {
  constructor(
    public readonly status: number,
    /** English text, for the logs; the answer's text comes from the code */
    message: string,
    public readonly errors?: FieldErrors,
    /** the stable machine-readable code (shared/errors/codes.ts) */
    public readonly code?: ErrorCode,
    /** the parameters of the code's text */
    public readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export type ErrorOptions = { params?: ErrorParams; errors?: FieldErrors };

/** An error with a code; its message is the code's English text. */
export function appError(status: number, code: ErrorCode, opts: ErrorOptions = {}): AppError {
  return new AppError(status, englishText(code, opts.params), opts.errors, code, opts.params);
}

/** A field's problem: `field("amount", "NO_PAYOUT_METHOD")` -> `{ amount: [{ code: "NO_PAYOUT_METHOD" }] }`. */
export function fieldError(field: string, code: ErrorCode, params?: ErrorParams): FieldErrors {
  return { [field]: [params ? { code, params } : { code }] };
}

export const badRequest = (code: ErrorCode = "INVALID_INPUT", opts?: ErrorOptions) => appError(400, code, opts);
export const unauthorized = (code: ErrorCode = "AUTHENTICATION_REQUIRED", opts?: ErrorOptions) => appError(401, code, opts);
/** 402: the payment was refused (the card was declined); nothing was charged or recorded. */
export const paymentRequired = (code: ErrorCode = "CARD_DECLINED", opts?: ErrorOptions) => appError(402, code, opts);
export const forbidden = (code: ErrorCode = "FORBIDDEN", opts?: ErrorOptions) => appError(403, code, opts);
export const notFound = (code: ErrorCode = "NOT_FOUND", opts?: ErrorOptions) => appError(404, code, opts);
export const conflict = (code: ErrorCode = "ALREADY_EXISTS", opts?: ErrorOptions) => appError(409, code, opts);
export const tooLarge = (code: ErrorCode = "PAYLOAD_TOO_LARGE", opts?: ErrorOptions) => appError(413, code, opts);
export const unsupportedMedia = (code: ErrorCode = "UNSUPPORTED_MEDIA_TYPE", opts?: ErrorOptions) => appError(415, code, opts);
/** 422: the request is well-formed but its content is refused (an upload matching a known-abuse hash list). */
export const unprocessable = (code: ErrorCode = "INVALID_INPUT", opts?: ErrorOptions) => appError(422, code, opts);
export const tooManyRequests = (code: ErrorCode = "TOO_MANY_REQUESTS", opts?: ErrorOptions) => appError(429, code, opts);
export const unavailable = (code: ErrorCode = "SERVICE_UNAVAILABLE", opts?: ErrorOptions) => appError(503, code, opts);
/** 451: closed to the visitor's country or region (a creator's geo-block, or the operator's BLOCKED_COUNTRIES). */
export const unavailableInRegion = (code: ErrorCode = "GEO_BLOCKED", opts?: ErrorOptions) => appError(451, code, opts);

/** The code an answer of a status carries when the error has none (code written before codes existed). */
export function statusCode(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: "INVALID_INPUT",
    401: "AUTHENTICATION_REQUIRED",
    402: "CARD_DECLINED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    409: "ALREADY_EXISTS",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "TOO_MANY_REQUESTS",
    451: "GEO_BLOCKED",
    503: "SERVICE_UNAVAILABLE",
  };
  return byStatus[status] ?? (status >= 500 ? "INTERNAL_ERROR" : "INVALID_INPUT");
}
