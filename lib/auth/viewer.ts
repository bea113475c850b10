import { parseCookie } from "cookie";
import { forbidden, unauthorized } from "@/lib/errors";
import { ADMIN_COOKIE, type Role } from "@/lib/auth/token";
import { verifySession } from "@/lib/auth/sessions";
import { prisma } from "@/lib/db";
import { ADMIN_SCOPE_HEADER } from "@/lib/http/header-language";
import { rememberMember } from "@/lib/http/request-language";

/** `sessionId`: the server-side session the request's token belongs to. */
export type Viewer = { id: string; role: Role; username: string; sessionId: string };

/** The browser's session cookie (next-auth; `__Secure-` under https). */
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export { ADMIN_SCOPE_HEADER };

export type ViewerOptions = {
  /**
   * "admin": the admin_token cookie is read, before the next-auth session cookie. Otherwise the
   * admin cookie is ignored, so the admin area's session never signs anybody in on the member site.
   */
  scope?: "member" | "admin";
};

/** A value that is not valid percent-encoding counts as absent (the `cookie` package would keep it raw). */
function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The cookies of a Cookie header, percent-decoded (parsed by the `cookie` package). */
function parseCookies(header: string | null): Partial<Record<string, string>> {
  return header ? parseCookie(header, { decode }) : {};
}

/** One cookie of a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  return parseCookies(header)[name] ?? null;
}

/**
 * The one place a request becomes a viewer: bearer token first, else the session cookie
 * (the admin area's admin_token cookie in admin scope, then the next-auth session cookie).
 * The token's signature, expiry and server-side session must all be valid.
 */
export async function getViewer(req: Request, opts: ViewerOptions = {}): Promise<Viewer | null> {
  const auth = req.headers.get("authorization");
  let token: string | null = null;
  if (auth?.toLowerCase().startsWith("bearer ")) token = auth.slice(7).trim();
  if (!token) {
    const admin = opts.scope === "admin" || req.headers.get(ADMIN_SCOPE_HEADER) === "admin";
    const names = admin ? [ADMIN_COOKIE, ...SESSION_COOKIES] : SESSION_COOKIES;
    const cookies = parseCookies(req.headers.get("cookie"));
    for (const name of names) token ??= cookies[name] ?? null;
  }
  const claims = await verifySession(token);
  if (!claims) return null;
  // the member's saved language is the language of this request's errors (lib/http/request-language.ts)
  rememberMember(req, claims.sub);
  return { id: claims.sub, role: claims.role, username: claims.username, sessionId: claims.sid };
}

export async function requireViewer(req: Request, opts: ViewerOptions = {}): Promise<Viewer> {
  const viewer = await getViewer(req, opts);
  if (!viewer) throw unauthorized("AUTHENTICATION_REQUIRED");
  return viewer;
}

/** Admin endpoints check the role in the database, not only the token's claim. */
export async function requireAdmin(req: Request): Promise<Viewer> {
  const viewer = await requireViewer(req, { scope: "admin" });
  return { ...viewer, role: await requireAdminRole(viewer.id) };
}

/** The role check itself: 401 for a user who no longer exists, 403 for a member. */
export async function requireAdminRole(userId: string): Promise<"ADMIN"> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { role: true } });
  if (!user) throw unauthorized("AUTHENTICATION_REQUIRED");
  if (user.role !== "ADMIN") throw forbidden("ADMIN_ONLY");
  return "ADMIN";
}
