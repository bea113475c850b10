import { locales } from "@/i18n/locales";

// Where sign-in returns to: the page that asked for it, carried as `?next=` on /login (and on to
// /signup). Only a path of this site is ever followed: an absolute URL, a protocol-relative
// `//host`, a backslash trick (`/\host`, which browsers read as `//host`), control characters or
// anything that resolves to another origin is refused, so the parameter is never an open
// redirect. The path is kept without its language prefix: the locale-aware router adds the
// reader's own.

export const RETURN_PARAM = "next";

/** Pages that must never be returned to (they would loop or sign the user out again). */
const NOT_A_RETURN = /^\/(login|signup|forgot-password|reset-password)(\/|$|\?|#)/;
const LOCALE_PREFIX = new RegExp(`^/(${locales.join("|")})(?=/|$|\\?|#)`);

const hasControlCharacter = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The same-origin path in `value` (without a language prefix), or null when it is not safe to follow. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 1024) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://return.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://return.invalid") return null;
  const path = (url.pathname.replace(LOCALE_PREFIX, "") || "/") + url.search + url.hash;
  if (NOT_A_RETURN.test(path) || path.startsWith("//")) return null;
  return path;
}

export type AuthHref = { pathname: "/login" | "/signup"; query?: Record<string, string> };

/** The sign-in (or sign-up) page's address that comes back to `path` (a path of the site). */
export function signInHref(path: string | null | undefined, pathname: AuthHref["pathname"] = "/login"): AuthHref {
  const next = safeReturnPath(path);
  return next && next !== "/" ? { pathname, query: { [RETURN_PARAM]: next } } : { pathname };
}
