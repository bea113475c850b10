/** An API failure as the server described it: `{ success: false, message, code?, errors? }` plus the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** the server's stable code where the client acts on it ("card_declined") */
  readonly code?: string;

  constructor(message: string, status: number, errors?: Record<string, string[]>, code?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/** The HTTP status of a failed request, 0 for a network failure. */
export function statusOf(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}

/** The server's message when there is one, else the given fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message && err.status > 0 && err.status < 500 ? err.message : fallback;
}
