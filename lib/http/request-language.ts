import { knownLocale } from "@/i18n/negotiate";
import type { Locale } from "@/i18n/locales";
import { ADMIN_LANGUAGE, headerLanguage, isAdminRequest } from "@/lib/http/header-language";
import { prisma } from "@/lib/db";
import { log } from "@/lib/log";

// The language of an answer's error text (decision 041): the signed-in member's saved language,
// else the language of the headers (lib/http/header-language.ts).

// The member a request was made by, once lib/auth/viewer.ts has resolved it.
const members = new WeakMap<Request, string>();

/** Called by the viewer resolution: this request is the member's (their saved language applies to its errors). */
export function rememberMember(req: Request, userId: string): void {
  members.set(req, userId);
}

/** A member's saved language (User.locale), or null (none, unknown member, or the database did not answer). */
export async function savedLanguage(userId: string): Promise<Locale | null> {
  try {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { locale: true } });
    return knownLocale(user?.locale);
  } catch (err) {
    log.warn({ err }, "saved language not read; the error is answered in the request's language");
    return null;
  }
}

/** The language of a request's error answer. `lookup`: false when the database is known to be unreachable. */
export async function requestLanguage(req: Request, opts: { lookup?: boolean } = {}): Promise<Locale> {
  const pathname = new URL(req.url).pathname;
  if (isAdminRequest(req.headers, pathname)) return ADMIN_LANGUAGE;
  const member = members.get(req);
  const saved = member && opts.lookup !== false ? await savedLanguage(member) : null;
  return saved ?? headerLanguage(req.headers, pathname);
}
