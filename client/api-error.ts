import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

/**
 * An API failure as the server described it: `{ success: false, code, message, errors?, fieldCodes?, params? }`
 * plus the status. `message` and the texts of `errors` are the dictionary's texts of the codes in the
 * page's language (client/error-texts.ts), else the server's own (in the request's language).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** the server's stable code (shared/errors/codes.ts), e.g. "CARD_DECLINED" */
  readonly code?: ErrorCode;
  /** each field error's code, in the order of `errors` */
  readonly fieldCodes?: Record<string, ErrorCode[]>;
  /** the parameters of the code's text */
  readonly params?: ErrorParams;

  constructor(
    message: string,
    status: number,
    errors?: Record<string, string[]>,
    code?: ErrorCode,
    extra: { fieldCodes?: Record<string, ErrorCode[]>; params?: ErrorParams } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.fieldCodes = extra.fieldCodes;
    this.params = extra.params;
  }
}

/** The HTTP status of a failed request, 0 for a network failure. */
export function statusOf(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}

/** The error's text (its code's, in the reader's language) when the request was refused (4xx), else the given fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message && err.status > 0 && err.status < 500 ? err.message : fallback;
}
