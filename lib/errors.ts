// One error type for the domain, mapped to an HTTP status in lib/http/respond.ts.
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldErrors,
    /** a stable machine-readable code for the client (e.g. "card_declined") */
    public readonly code?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new AppError(400, message, errors);
export const unauthorized = (message = "Authentication required") => new AppError(401, message);
/** 402: the payment was refused (the card was declined); nothing was charged or recorded. */
export const paymentRequired = (message: string, code: string) => new AppError(402, message, undefined, code);
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError(409, message, errors);
export const tooLarge = (message = "Payload too large") => new AppError(413, message);
export const unsupportedMedia = (message = "Unsupported media type") => new AppError(415, message);
export const tooManyRequests = (message = "Too many requests, please try again later") => new AppError(429, message);
export const unavailable = (message = "Service temporarily unavailable") => new AppError(503, message);
/** 451: closed to the visitor's country or region (a creator's geo-block, or the operator's BLOCKED_COUNTRIES). */
export const unavailableInRegion = (message: string, code: string) => new AppError(451, message, undefined, code);
