import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, type FieldErrors } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { MALFORMED_ADDRESS } from "@/lib/http/malformed-path";

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

export function errorJson(status: number, message: string, errors?: FieldErrors, code?: string) {
  return NextResponse.json({ success: false, message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) }, { status });
}

export function zodFieldErrors(err: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
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

export type ErrorDescription = { status: number; message: string; errors?: FieldErrors; code?: string };

/**
 * The one mapper from thrown errors to a status and a safe message (HTTP answers and realtime
 * message_error alike). Never leaks internals; logs what is not the caller's fault.
 */
export function describeError(err: unknown, context?: Record<string, unknown>): ErrorDescription {
  if (err instanceof AppError) return { status: err.status, message: err.message, errors: err.errors, code: err.code };
  if (err instanceof ZodError) return { status: 400, message: "Invalid input", errors: zodFieldErrors(err) };
  if (err instanceof URIError) return { status: 400, message: MALFORMED_ADDRESS };
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    if (err.code === "P2002") return { status: 409, message: "Already exists" };
    if (err.code === "P2025" || err.code === "P2003") return { status: 404, message: "Not found" };
    if (err.code === "P2023" || err.code === "P2000") return { status: 400, message: "Invalid input" };
    // the pool had no connection for a transaction in time: overloaded, not broken
    if (err.code === "P2028" || err.code === "P2024") {
      log.warn({ ...context, code: err.code }, "database busy");
      return { status: 503, message: "Service busy, please retry" };
    }
    const pg = postgresCode(err);
    if (pg && BAD_INPUT_PG_CODES.has(pg)) return { status: 400, message: "Invalid input" };
    if (pg && RETRY_PG_CODES.has(pg)) {
      log.warn({ ...context, code: pg }, "database conflict");
      return { status: 503, message: "Service busy, please retry" };
    }
  }
  if (isConnectionError(err)) {
    log.error({ err, ...context }, "database unavailable");
    return { status: 503, message: "Service temporarily unavailable, please retry" };
  }
  log.error({ err, ...context }, "unhandled error");
  return { status: 500, message: "Something went wrong" };
}

/** HTTP answer for a thrown error. */
export function toErrorResponse(err: unknown, requestId?: string) {
  const d = describeError(err, { requestId });
  return errorJson(d.status, d.message, d.errors, d.code);
}
