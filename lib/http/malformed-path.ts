import { NextResponse, type NextRequest } from "next/server";
import { defaultLocale, directionOf, locales, type Locale } from "@/i18n/locales";
import { errorText } from "@/lib/i18n/error-text";
import { headerLanguage } from "@/lib/http/header-language";


/** True when the path holds a percent-escape that does not decode: `%ZZ`, a cut or invalid UTF-8 sequence. */
export function hasMalformedEscape(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A small page in the address's language (the not-found texts): Next cannot render its own pages for such a path. */
async function malformedPage(locale: Locale): Promise<NextResponse> {
  const t = ((await import(`../../messages/${locale}.json`)) as { default: { NotFound: Record<"title" | "body" | "goHome", string> } }).default.NotFound;
  const home = locale === defaultLocale ? "/" : `/${locale}`;
  const html =
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>400 · ${escapeHtml(t.title)}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:6rem 1rem">` +
    `<p style="font-size:3rem;font-weight:900;margin:0" dir="ltr">400</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${home}">${escapeHtml(t.goHome)}</a></p></body></html>`;
  return new NextResponse(html, { status: 400, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/**
 * Next's router cannot decode such a path into route params and answers a bare 500 before any
 * handler or page runs (a rewrite does not help: Next matches the original path again). The
 * request proxy calls this first: an API path gets the API's JSON 400; a page path a 400 page in
 * its language.
 */
export async function refuseMalformedPath(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  if (!hasMalformedEscape(pathname)) return null;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    // no route runs for such a path, so no member is known: the language of the headers
    const message = errorText("MALFORMED_ADDRESS", headerLanguage(request.headers, pathname)) ?? "Malformed address";
    return NextResponse.json({ success: false, code: "MALFORMED_ADDRESS", message }, { status: 400 });
  }
  const first = pathname.split("/")[1] ?? "";
  return malformedPage((locales as string[]).includes(first) ? (first as Locale) : defaultLocale);
}
