import { ApiError } from "@/lib/client/api-error";

/** The HTTP status of a failed request, 0 for a network failure. */
export function statusOf(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}

/** The server's message when there is one, else the given fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message && err.status > 0 && err.status < 500 ? err.message : fallback;
}
