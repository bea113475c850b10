import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, type FieldErrors } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

export function json<T>(data: T, status = 200, headers?: HeadersInit) {
  return NextResponse.json(data, { status, headers });
}

export function errorJson(status: number, message: string, errors?: FieldErrors) {
  return NextResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });
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

function postgresCode(err: unknown): string | undefined {
  const meta = (err as { meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } }).meta;
  return meta?.driverAdapterError?.cause?.originalCode;
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300"]);

function isConnectionError(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientInitializationError) return true;
  const e = err as { code?: string; cause?: { code?: string }; message?: string };
  if (e?.code && CONNECTION_CODES.has(e.code)) return true;
  if (e?.cause?.code && CONNECTION_CODES.has(e.cause.code)) return true;
  return /Connection terminated|connect ECONNREFUSED|Can't reach database/i.test(e?.message ?? "");
}

/** The one mapper from thrown errors to HTTP answers. Never leaks internals. */
export function toErrorResponse(err: unknown, requestId?: string) {
  if (err instanceof AppError) return errorJson(err.status, err.message, err.errors);
  if (err instanceof ZodError) return errorJson(400, "Invalid input", zodFieldErrors(err));
  if (err instanceof URIError) return errorJson(400, "Malformed address");
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    if (err.code === "P2002") return errorJson(409, "Already exists");
    if (err.code === "P2025" || err.code === "P2003") return errorJson(404, "Not found");
    if (err.code === "P2023" || err.code === "P2000") return errorJson(400, "Invalid input");
    const pg = postgresCode(err);
    if (pg && BAD_INPUT_PG_CODES.has(pg)) return errorJson(400, "Invalid input");
  }
  if (isConnectionError(err)) {
    log.error({ err, requestId }, "database unavailable");
    return errorJson(503, "Service temporarily unavailable, please retry");
  }
  log.error({ err, requestId }, "unhandled error");
  return errorJson(500, "Something went wrong");
}
