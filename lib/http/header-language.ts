import { parseCookie } from "cookie";
import { defaultLocale, knownLocale, negotiateLocale } from "@/i18n/negotiate";
import type { Locale } from "@/i18n/locales";

// The language a request's headers ask for (decision 041): the admin area (/api/admin/**, its
// sign-in, and the admin shell's own requests) is French; otherwise the interface's locale cookie,
// else Accept-Language, else Tunisian. A signed-in member's saved language comes first
// (lib/http/request-language.ts).

/** The locale cookie next-intl sets when a page of a language is visited (i18n/routing.ts). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** A request header (value "admin") with which the admin shell asks for its own session, e.g. on GET /api/auth/verify. */
export const ADMIN_SCOPE_HEADER = "x-velvet-scope";
export const ADMIN_LANGUAGE: Locale = "fr";

const ADMIN_API = /^\/api\/(?:admin(?:\/|$)|auth\/admin-session(?:\/|$))/;

/** The language of the request's headers alone: admin area, locale cookie, Accept-Language, Tunisian. */
export function headerLanguage(headers: Headers, pathname = ""): Locale {
  if (isAdminRequest(headers, pathname)) return ADMIN_LANGUAGE;
  const cookies = headers.get("cookie");
  let cookie: string | undefined;
  try {
    cookie = cookies ? parseCookie(cookies)[LOCALE_COOKIE] : undefined;
  } catch {
    cookie = undefined;
  }
  return knownLocale(cookie) ?? negotiateLocale(headers.get("accept-language")) ?? defaultLocale;
}

/** True when the request is the admin area's (its answers are French whoever asks). */
export function isAdminRequest(headers: Headers, pathname: string): boolean {
  return ADMIN_API.test(pathname) || headers.get(ADMIN_SCOPE_HEADER) === "admin";
}

