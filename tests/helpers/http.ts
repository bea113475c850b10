// Tiny HTTP helpers for API tests: real requests to the app started by scripts/test.ts.
import { randomBytes } from "node:crypto";

export function baseUrl(): string {
  const url = process.env.TEST_BASE_URL;
  if (!url) throw new Error("TEST_BASE_URL is not set: run the tests with `npm test`");
  return url;
}

export type ApiOptions = {
  method?: string;
  /** JSON body */
  body?: unknown;
  /** sent as is (e.g. malformed JSON) */
  rawBody?: string;
  /** multipart body */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
};

/** How a request dies on a kept-alive socket the server closed as the request left (never processed). */
const STALE_SOCKET = new Set(["EPIPE", "ECONNRESET", "UND_ERR_SOCKET"]);

/**
 * fetch, sent again once when it failed on a stale kept-alive connection: the app closes an idle
 * connection after 5 s (Node's keepAliveTimeout), and a test that blocked its event loop longer
 * (a synchronous ffmpeg run) may reuse that socket before its client noticed the close, so the
 * request is written into a closed socket (EPIPE) and the server never saw it. Bodies here are
 * strings and FormData, which can be sent twice.
 */
export async function fetchOnce(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (!code || !STALE_SOCKET.has(code)) throw err;
    return fetch(url, init);
  }
}

// `any` by default: tests assert on arbitrary response shapes; pass T to get a typed body.
/** Calls `path` on the app; `json` is the parsed body, or null when it is not JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(path: string, opts: ApiOptions = {}): Promise<{ status: number; json: T; headers: Headers }> {
  // Error texts are in the reader's language (decision 041): these tests read them in English
  // unless they ask for another language.
  const headers: Record<string, string> = { "accept-language": "en", ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] ??= "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const hasBody = opts.body !== undefined || opts.rawBody !== undefined || opts.form !== undefined;
  const res = await fetchOnce(new URL(path, baseUrl()), {
    method: opts.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: opts.form ?? opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    redirect: "manual",
  });
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    json = null as T;
  }
  return { status: res.status, json, headers: res.headers };
}

/** Sign-up form data (SPEC: POST /api/users/register) no other test uses: an adult, unique username and e-mail. */
export function uniqueUser() {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return {
    username: `u${id}`.slice(0, 20),
    email: `user_${id}@example.test`,
    password: `Pw-${id}-long!`,
    firstName: "Test",
    lastName: `User ${id}`,
    dateOfBirth: "1990-04-15", // an adult on any test date
  };
}
