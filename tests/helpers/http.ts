// Minimal HTTP helper for API tests (the infra branch brings the shared one; keep its version on merge).
import { randomUUID } from "node:crypto";

export const BASE_URL = (process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");

type Opts = {
  method?: string;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
  form?: FormData;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api(path: string, opts: Opts = {}): Promise<{ status: number; json: any; headers: Headers }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(`${BASE_URL}${path}`, { method: opts.method ?? "GET", headers, body });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

export function uniqueUser() {
  const id = randomUUID().replace(/-/g, "").slice(0, 12);
  return {
    username: `u_${id}`,
    email: `${id}@example.test`,
    password: "Str0ng!pass",
    firstName: "Test",
    lastName: "User",
    dateOfBirth: "1990-01-01",
  };
}
