import { z } from "zod";
import { unauthorized } from "@/lib/errors";
import { verifyToken } from "@/lib/auth/token";
import { ADMIN_COOKIE } from "@/lib/auth/token";
import { getViewer, requireAdminRole, type Viewer } from "@/lib/auth/viewer";
import { env } from "@/lib/env";

/**
 * The admin area's browser session: an httpOnly cookie holding the same JWT that
 * POST /api/auth/login returns, so proxy.ts (signature, expiry, role claim) and the
 * server (role in the database, through getViewer in admin scope) can both check it.
 */
export const adminSessionSchema = z.object({ token: z.string({ error: "Token is required" }).min(1, "Token is required").max(4096) });

type CookieSpec = { name: string; value: string; maxAge: number; secure: boolean };

/** Checks the token (signature, expiry, ADMIN role in the database) and returns the cookie to set. */
export async function startAdminSession(token: string, secure: boolean): Promise<CookieSpec> {
  const claims = await verifyToken(token);
  if (!claims) throw unauthorized("Invalid or expired token");
  await requireAdminRole(claims.sub);
  const exp = decodeExp(token);
  const now = Math.floor(Date.now() / 1000);
  const maxAge = Math.max(1, Math.min(exp ? exp - now : env().TOKEN_TTL_SECONDS, env().TOKEN_TTL_SECONDS));
  return { name: ADMIN_COOKIE, value: token, maxAge, secure };
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
