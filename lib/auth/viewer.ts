import { forbidden, unauthorized } from "@/lib/errors";
import { verifyToken, type Role } from "@/lib/auth/token";
import { prisma } from "@/lib/db";

export type Viewer = { id: string; role: Role; username: string };

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return null; // a garbled cookie is no credential
    }
  }
  return null;
}

/** The one place a request becomes a viewer: bearer token first, else the next-auth session cookie. */
export async function getViewer(req: Request): Promise<Viewer | null> {
  const auth = req.headers.get("authorization");
  let token: string | null = null;
  if (auth?.toLowerCase().startsWith("bearer ")) token = auth.slice(7).trim();
  if (!token) {
    const cookies = req.headers.get("cookie");
    for (const name of SESSION_COOKIES) token ??= cookieValue(cookies, name);
  }
  const claims = await verifyToken(token);
  return claims ? { id: claims.sub, role: claims.role, username: claims.username } : null;
}

export async function requireViewer(req: Request): Promise<Viewer> {
  const viewer = await getViewer(req);
  if (!viewer) throw unauthorized("Authentication required");
  return viewer;
}

/** Admin endpoints check the role in the database, not only the token's claim. */
export async function requireAdmin(req: Request): Promise<Viewer> {
  const viewer = await requireViewer(req);
  const user = await prisma.user.findUnique({ where: { id: viewer.id }, select: { role: true } });
  if (!user) throw unauthorized("Authentication required");
  if (user.role !== "ADMIN") throw forbidden("Admin access only");
  return { ...viewer, role: "ADMIN" };
}
