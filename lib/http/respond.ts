import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, statusCode, type FieldErrors, type FieldIssue } from "@/lib/errors";
import { englishText, errorText } from "@/lib/i18n/error-text";
import { requestLanguage } from "@/lib/http/request-language";
import { isErrorCode, type ErrorCode, type ErrorParams } from "@/shared/errors/codes";
import type { Locale } from "@/i18n/locales";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

export function json<T>(data: T, status = 200, headers?: HeadersInit) {
  return NextResponse.json(data, { status, headers });
}

/**
 * An answer whose JSON text is already built (e.g. parts of it by PostgreSQL, lib/posts/feed.ts):
 * sent as it is, without parsing and serialising it again.
 */
export function jsonText(text: string, status = 200, headers?: Record<string, string>) {
  return new NextResponse(text, { status, headers: { "content-type": "application/json", ...headers } });
}

/** A field's problem from zod: the schema's message when it is a code, else a code for the kind of problem. */
function zodIssueCode(issue: ZodError["issues"][number]): FieldIssue {
  if (isErrorCode(issue.message)) return { code: issue.message };
  const bound = (value: unknown) => (typeof value === "bigint" ? Number(value) : typeof value === "number" ? value : undefined);
  const english = issue.message;
  switch (issue.code) {
    case "too_small": {
      const min = bound(issue.minimum);
      if (issue.origin === "string") return min !== undefined && min <= 1 ? { code: "FIELD_REQUIRED", english } : { code: "FIELD_TOO_SHORT", params: { min: min ?? 0 }, english };
      if (issue.origin === "array" || issue.origin === "set") return { code: "FIELD_TOO_FEW", params: { min: min ?? 0 }, english };
      return { code: "FIELD_TOO_SMALL", params: { min: min ?? 0 }, english };
    }
    case "too_big": {
      const max = bound(issue.maximum) ?? 0;
      if (issue.origin === "string") return { code: "FIELD_TOO_LONG", params: { max }, english };
      if (issue.origin === "array" || issue.origin === "set") return { code: "FIELD_TOO_MANY", params: { max }, english };
      return { code: "FIELD_TOO_BIG", params: { max }, english };
    }
    case "invalid_format":
      return { code: issue.format === "email" ? "FIELD_INVALID_EMAIL" : "FIELD_INVALID_FORMAT", english };
    case "invalid_value":
    case "invalid_union":
      return { code: "FIELD_INVALID_CHOICE", english };
    case "invalid_type":
      return { code: issue.input === undefined ? "FIELD_REQUIRED" : "FIELD_INVALID", english };
    default:
      return { code: "FIELD_INVALID", english };
  }
}

/** The first problem of some field errors (the one a validation answer's message tells). */
export function firstIssue(errors: FieldErrors): FieldIssue | undefined {
  const first = Object.values(errors)[0]?.[0];
  return typeof first === "object" ? first : undefined;
}

export function zodFieldErrors(err: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(zodIssueCode(issue));
  }
  return out;
}

// PostgreSQL data exceptions caused by the input (bad encoding, value out of range, bad uuid...).
const BAD_INPUT_PG_CODES = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05", "54000"]);

type AdapterCause = { kind?: string; originalCode?: string };

function adapterCause(err: unknown): AdapterCause | undefined {
  return (err as { meta?: { driverAdapterError?: { cause?: AdapterCause } } }).meta?.driverAdapterError?.cause;
}

function postgresCode(err: unknown): string | undefined {
  return adapterCause(err)?.originalCode;
}

// What the driver adapter says when the database went away (restart, network) or is full.
const UNAVAILABLE_KINDS = new Set(["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout", "TooManyConnections", "TlsConnectionError"]);
// Serialization failure and deadlock: the statement lost a race; retrying succeeds.
const RETRY_PG_CODES = new Set(["40001", "40P01"]);

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300"]);

function isConnectionError(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientInitializationError) return true;
  const e = err as { code?: string; cause?: { code?: string }; message?: string };
  const cause = adapterCause(err);
  if (cause?.kind && UNAVAILABLE_KINDS.has(cause.kind)) return true;
  if (cause?.originalCode && (CONNECTION_CODES.has(cause.originalCode) || cause.originalCode.startsWith("08"))) return true;
  if (e?.code && CONNECTION_CODES.has(e.code)) return true;
  if (e?.cause?.code && CONNECTION_CODES.has(e.cause.code)) return true;
  return /Connection terminated|connect ECONNREFUSED|Can't reach database|timeout exceeded when trying to connect/i.test(e?.message ?? "");
}

/**
 * What an error answers, before it is put in a language: the status, the code and its parameters,
 * the field errors, and (for code that threw a plain English message without a code) that message.
 */
export type ErrorDescription = {
  status: number;
  code: ErrorCode;
  params?: ErrorParams;
  errors?: FieldErrors;
  /** the English text for logs; answered as is only when the code has no text */
  message: string;
  /** an error without a code of its own: its message is answered as written */
  uncoded?: boolean;
};

const described = (status: number, code: ErrorCode, params?: ErrorParams): ErrorDescription => ({ status, code, params, message: englishText(code, params) });

/**
 * The one mapper from thrown errors to a status, a code and a safe message (HTTP answers and
 * realtime message_error alike). Never leaks internals; logs what is not the caller's fault.
 */
export function describeError(err: unknown, context?: Record<string, unknown>): ErrorDescription {
  if (err instanceof AppError) {
    if (err.code) return { status: err.status, code: err.code, params: err.params, errors: err.errors, message: err.message };
    return { status: err.status, code: statusCode(err.status), errors: err.errors, message: err.message, uncoded: true };
  }
  if (err instanceof ZodError) {
    const errors = zodFieldErrors(err);
    const first = firstIssue(errors);
    const d = described(400, first?.code ?? "INVALID_INPUT", first?.params);
    return { ...d, errors, message: first?.english ?? d.message };
  }
  if (err instanceof URIError) return described(400, "MALFORMED_ADDRESS");
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    if (err.code === "P2002") return described(409, "ALREADY_EXISTS");
    if (err.code === "P2025" || err.code === "P2003") return described(404, "NOT_FOUND");
    if (err.code === "P2023" || err.code === "P2000") return described(400, "INVALID_INPUT");
    // the pool had no connection for a transaction in time: overloaded, not broken
    if (err.code === "P2028" || err.code === "P2024") {
      log.warn({ ...context, code: err.code }, "database busy");
      return described(503, "SERVICE_BUSY");
    }
    const pg = postgresCode(err);
    if (pg && BAD_INPUT_PG_CODES.has(pg)) return described(400, "INVALID_INPUT");
    if (pg && RETRY_PG_CODES.has(pg)) {
      log.warn({ ...context, code: pg }, "database conflict");
      return described(503, "SERVICE_BUSY");
    }
  }
  if (isConnectionError(err)) {
    log.error({ err, ...context }, "database unavailable");
    return described(503, "SERVICE_UNAVAILABLE");
  }
  log.error({ err, ...context }, "unhandled error");
  return described(500, "INTERNAL_ERROR");
}

/** One field problem in a language: the code's text (English answers keep a schema's own wording). */
function issueText(issue: FieldIssue | string, locale: Locale): { code: ErrorCode; text: string } {
  if (typeof issue === "string") return { code: "FIELD_INVALID", text: issue };
  if (locale === "en" && issue.english) return { code: issue.code, text: issue.english };
  return { code: issue.code, text: errorText(issue.code, locale, issue.params) ?? issue.english ?? issue.code };
}

/**
 * The error answer's body in a language: `{ success: false, code, message, errors?, fieldCodes?, params? }`.
 * `errors` keeps its shape (field -> texts) for the clients that read it; `fieldCodes` gives each
 * text's code, in the same order.
 */
export function errorBody(d: ErrorDescription, locale: Locale) {
  // English answers are the error's own English text (a code's English text, or a schema's wording)
  const message = d.uncoded || locale === "en" ? d.message : (errorText(d.code, locale, d.params) ?? d.message);
  const body: {
    success: false;
    code: ErrorCode;
    message: string;
    params?: ErrorParams;
    errors?: Record<string, string[]>;
    fieldCodes?: Record<string, ErrorCode[]>;
  } = { success: false, code: d.code, message };
  if (d.params && Object.keys(d.params).length) body.params = d.params;
  if (d.errors) {
    body.errors = {};
    body.fieldCodes = {};
    for (const [field, issues] of Object.entries(d.errors)) {
      const texts = issues.map((issue) => issueText(issue, locale));
      body.errors[field] = texts.map((t) => t.text);
      body.fieldCodes[field] = texts.map((t) => t.code);
    }
  }
  return body;
}

/** A JSON error answer of an error already described, in a language. */
export function errorJson(d: ErrorDescription, locale: Locale) {
  return NextResponse.json(errorBody(d, locale), { status: d.status });
}

/** HTTP answer for a thrown error, in the request's language (lib/http/request-language.ts). */
export async function toErrorResponse(err: unknown, requestId: string | undefined, req: Request) {
  const d = describeError(err, { requestId });
  // with the database away (503), the saved language is not looked up
  const locale = await requestLanguage(req, { lookup: d.status !== 503 });
  return errorJson(d, locale);
}
