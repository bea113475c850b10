import { ApiError } from "./api-error";

interface ErrorBody {
  success?: boolean;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === "string");
  }
  return out;
}

/**
 * fetch() for our JSON API. Resolves with the parsed body; throws an ApiError carrying the
 * server's message, status, code and field errors when the status is not 2xx or success is false.
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
    const message = typeof body?.message === "string" && body.message ? body.message : response.statusText;
    const code = typeof body?.code === "string" ? body.code : undefined;
    throw new ApiError(message || `Request failed (${response.status})`, response.status, fieldErrors(body?.errors), code);
  }
  return body as T;
}
