// The browser's sign-in, as next-auth's client does it: a CSRF token, then the credentials form.
import { baseUrl } from "./http";
import { randomIp } from "./account";

function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair!.indexOf("=");
    out[pair!.slice(0, i)] = pair!.slice(i + 1);
  }
  return out;
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

export type BrowserSignIn = { status: number; error: string | null; jar: Record<string, string>; setCookie: string[] };

/** POST /api/auth/callback/credentials with `fields` ({email, password} or {challenge, code}); returns the cookie jar. */
export async function browserSignIn(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<BrowserSignIn> {
  const ip = randomIp();
  const csrfRes = await fetch(new URL("/api/auth/csrf", baseUrl()), { headers: { "x-forwarded-for": ip } });
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const jar = cookiesOf(csrfRes);
  const res = await fetch(new URL("/api/auth/callback/credentials", baseUrl()), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar), "x-forwarded-for": ip, ...headers },
    body: new URLSearchParams({ ...fields, csrfToken, json: "true" }),
  });
  const setCookie = res.headers.getSetCookie();
  Object.assign(jar, cookiesOf(res));
  // next-auth answers a failed sign-in with a redirect to ...?error=<message>
  const location = res.headers.get("location") ?? "";
  const body = location ? null : ((await res.json().catch(() => null)) as { url?: string } | null);
  const url = location || body?.url || "";
  const error = url.includes("error=") ? decodeURIComponent(new URL(url, baseUrl()).searchParams.get("error") ?? "") : null;
  return { status: res.status, error, jar, setCookie };
}

/** The session token cookie of a jar (http: the unprefixed name). */
export const sessionCookie = (jar: Record<string, string>) => jar["next-auth.session-token"] ?? null;
