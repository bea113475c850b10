import { NextRequest, NextResponse } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { negotiateLocale } from "./i18n/negotiate";
import { ADMIN_COOKIE, verifyToken } from "./lib/auth/token";
import { refuseMalformedPath } from "./lib/http/malformed-path";
import { contentSecurityPolicy } from "./lib/http/security-headers";

const intl = createIntlMiddleware(routing);

// The admin area is French-only and lives outside the locale segment (app/admin, app/admin-login).
const ADMIN_AREA = /^\/admin(?:-login)?(?:\/|$)/;
const LOCALIZED_ADMIN = new RegExp(`^/(?:${routing.locales.join("|")})(/admin(?:-login)?(?:/.*)?)$`);

/** The admin guard: a valid (signature, expiry) admin_token whose role claim is ADMIN. The pages check the role in the database again. */
async function adminGuard(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const pass = () => NextResponse.next({ request: { headers: request.headers } });
  if (pathname === "/admin-login" || pathname.startsWith("/admin-login/")) return pass();
  const claims = await verifyToken(request.cookies.get(ADMIN_COOKIE)?.value);
  if (claims?.role === "ADMIN") return pass();
  const login = new URL("/admin-login", request.url);
  const res = NextResponse.redirect(login);
  if (request.cookies.has(ADMIN_COOKIE)) res.cookies.delete(ADMIN_COOKIE);
  return res;
}

/**
 * The request proxy (Next 16's name for middleware; it runs in the Node.js runtime, in the
 * server's own process, where middleware.ts ran in the edge sandbox: a tenth of the CPU of a
 * cached page went into that sandbox).
 */
export async function proxy(incoming: NextRequest) {
  const malformed = await refuseMalformedPath(incoming);
  if (malformed) return malformed;
  // API paths reach the proxy only when they hold a "%" (see the matcher), for the check above.
  if (incoming.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  // Every page gets a fresh nonce: the policy goes on the request, where Next reads the nonce and
  // puts it on its own scripts, and on the response, where the browser enforces it.
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(incoming.headers, nonce);
  const headers = new Headers(incoming.headers);
  headers.set("content-security-policy", csp);
  // The browser's languages as our own rule reads them (i18n/negotiate.ts): ar-TN and aeb are
  // Tunisian, which next-intl's matcher would take for Arabic. The locale cookie still wins.
  const negotiated = negotiateLocale(incoming.headers.get("accept-language"));
  if (negotiated) headers.set("accept-language", negotiated);
  const res = await guard(new NextRequest(incoming, { headers }));
  res.headers.set("content-security-policy", csp);
  return res;
}

async function guard(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (ADMIN_AREA.test(pathname)) return adminGuard(request);
  // /fr/admin and the like: the admin area has no locale prefix.
  const localized = LOCALIZED_ADMIN.exec(pathname);
  if (localized) return NextResponse.redirect(new URL(localized[1]!, request.url));
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension (static assets),
  // plus profile pages, whose usernames may contain a dot (/profile/yasmine.art), plus API paths
  // holding a "%" (refuseMalformedPath: Next would answer an undecodable one with a bare 500).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/profile/:path*", "/:locale(tn|fr|en|ar)/profile/:path*", "/api/(.*%.*)"],
};
