import type { NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

const intl = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  // Admin guard: check the /admin paths here (before the locale handling) once the admin
  // area exists; return a redirect to /admin-login for a visitor without the ADMIN role.
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension (static assets),
  // plus profile pages, whose usernames may contain a dot (/profile/yasmine.art).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/profile/:path*", "/:locale(tn|fr|en|ar)/profile/:path*"],
};
