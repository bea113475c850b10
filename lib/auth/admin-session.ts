import { z } from "zod";
import { unauthorized } from "@/lib/errors";
import { ADMIN_COOKIE } from "@/lib/auth/token";
import { completeTwoFactorSignIn, loginAdmin, type ClientInfo } from "@/lib/auth/accounts";
import { twoFactorLoginSchema } from "@/shared/schemas/auth";
import { endSession, verifySession } from "@/lib/auth/sessions";
import { adminLoginSchema } from "@/shared/schemas/users";
import { getViewer, requireAdminRole, SESSION_COOKIES, type Viewer } from "@/lib/auth/viewer";
import { env } from "@/lib/env";

type CookieSpec = { name: string; value: string; maxAge: number; secure: boolean };

/**
 * The admin area's browser session: an httpOnly cookie holding the same JWT that
 * POST /api/auth/login returns, so proxy.ts (signature, expiry, role claim) and the
 * server (role in the database, through getViewer in admin scope) can both check it.
 */
const tokenSchema = z.object({ token: z.string({ error: "Token is required" }).min(1, "Token is required").max(4096) });

/**
 * POST /api/auth/admin-session: an admin token (API clients), or the sign-in itself, so the
 * browser's admin area never holds a token in script: {username, password}, then
 * {challenge, code} when the admin has two-factor sign-in.
 */
export const adminSessionSchema = z.union([tokenSchema, twoFactorLoginSchema, adminLoginSchema], {
  error: "Username and password are required",
});
export type AdminSessionInput = z.infer<typeof adminSessionSchema>;

export type AdminSessionResult = { cookie: CookieSpec } | { twoFactorRequired: true; challenge: string };

/** Signs an admin in (or checks a token) and returns the cookie to set, or the two-factor challenge. */
export async function openAdminSession(input: AdminSessionInput, client: ClientInfo, secure: boolean): Promise<AdminSessionResult> {
  if ("token" in input) return { cookie: await startAdminSession(input.token, secure) };
  if ("challenge" in input) {
    const { token } = await completeTwoFactorSignIn(input, client, "admin");
    return { cookie: await startAdminSession(token, secure) };
  }
  const result = await loginAdmin(input, client);
  if (result.twoFactorRequired) return { twoFactorRequired: true, challenge: result.challenge };
  return { cookie: await startAdminSession(result.token, secure) };
}

/** DELETE /api/auth/admin-session: ends the server-side session of the admin cookie, and the cookie. */
export async function closeAdminSession(req: Request, secure: boolean): Promise<CookieSpec> {
  const viewer = await getViewer(req, { scope: "admin" });
  if (viewer) await endSession(viewer.sessionId);
  return endAdminSession(secure);
}


/** Checks the token (signature, expiry, ADMIN role in the database) and returns the cookie to set. */
export async function startAdminSession(token: string, secure: boolean): Promise<CookieSpec> {
  const claims = await verifySession(token);
  if (!claims) throw unauthorized("INVALID_TOKEN");
  await requireAdminRole(claims.sub);
  const exp = decodeExp(token);
  const now = Math.floor(Date.now() / 1000);
  const maxAge = Math.max(1, Math.min(exp ? exp - now : env().TOKEN_TTL_SECONDS, env().TOKEN_TTL_SECONDS));
  return { name: ADMIN_COOKIE, value: token, maxAge, secure };
}

/** Cookies that sign this browser out of the member site (both names next-auth may use). */
export function endBrowserSession(secure: boolean): CookieSpec[] {
  return SESSION_COOKIES.map((name) => ({ name, value: "", maxAge: 0, secure: secure || name.startsWith("__Secure-") }));
}

/** The cookie that ends the admin session. */
export function endAdminSession(secure: boolean): CookieSpec {
  return { name: ADMIN_COOKIE, value: "", maxAge: 0, secure };
}

export function serializeCookie(c: CookieSpec): string {
  return [`${c.name}=${encodeURIComponent(c.value)}`, "Path=/", `Max-Age=${c.maxAge}`, "HttpOnly", "SameSite=Lax", c.secure ? "Secure" : null]
    .filter(Boolean)
    .join("; ");
}

/**
 * For admin pages (server components): the admin behind this request, or null for anyone
 * else. The role is read from the database, so a demoted admin's token stops working here.
 */
export async function getAdminFromHeaders(headers: Headers): Promise<Viewer | null> {
  const viewer = await getViewer(new Request("http://admin.internal/", { headers }), { scope: "admin" });
  if (!viewer) return null;
  try {
    return { ...viewer, role: await requireAdminRole(viewer.id) };
  } catch {
    return null;
  }
}

function decodeExp(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp : null;
  } catch {
    return null;
  }
}
