import type { Db } from "@/lib/db/kysely";
import { appUrl } from "@/lib/env";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { deliverNotice } from "@/lib/account/notice-mail";
import { notify, textContent } from "@/lib/notifications/notify";
import { layoutMail } from "@/lib/mail/layout";

// A statement to a member about a moderation decision on their content (a review, a takedown):
// a notification and an e-mail in their language (User.locale: fr, en; tn and ar read Arabic),
// the admin's reason quoted verbatim. The notification is written in the decision's transaction;
// the e-mail leaves once it committed (sendStatementMail): to a member, as every notice, through
// their discreet mode and quiet hours (lib/account/notice-mail.ts); to someone without an account
// (a takedown's claimant), at once.

export type StatementLanguage = "en" | "fr" | "ar";
export const statementLanguage = (locale: string | null | undefined): StatementLanguage =>
  locale === "fr" ? "fr" : locale === "tn" || locale === "ar" ? "ar" : "en";

export type StatementRecipient = { id: string; email: string; firstName: string; locale: string | null };

/** What the statement says, in one language: a title, paragraphs, an optional link (a path of the site). */
export type Statement = { title: string; paragraphs: string[]; link?: { path: string; label: string } };

const GREETING: Record<StatementLanguage, (name: string) => string> = {
  en: (n) => `Hello ${n},`,
  fr: (n) => `Bonjour ${n},`,
  ar: (n) => `مرحبا ${n}،`,
};

/** The site's page in the reader's language (tn, the default, has no prefix). */
export function localizedPath(path: string, locale: string | null): string {
  const prefix = locale === "fr" || locale === "en" || locale === "ar" ? `/${locale}` : "";
  return `${prefix}${path}`;
}

/** The notification part, inside the decision's transaction. */
export async function notifyStatement(db: Db, to: StatementRecipient, s: Statement): Promise<void> {
  await notify(
    {
      recipientId: to.id,
      senderId: null,
      priority: "high",
      ...textContent(s.title, s.paragraphs.join(" ")),
      actionUrl: s.link?.path ?? null,
    },
    db,
  );
}

/**
 * The e-mail part, after the decision committed; never throws (the decision stands either way).
 * `to.id`: the member it is about (their discreet mode and quiet hours apply); none for a claimant.
 */
export async function sendStatementMail(to: { id?: string | null; email: string; firstName: string; locale: string | null }, s: Statement): Promise<void> {
  const lang = statementLanguage(to.locale);
  const message = layoutMail({
    to: to.email,
    lang,
    subject: `Velvet: ${s.title}`,
    greeting: GREETING[lang](to.firstName),
    body: s.paragraphs,
    link: s.link ? { href: `${appUrl()}${localizedPath(s.link.path, to.locale)}`, label: s.link.label } : undefined,
  });
  if (to.id) return deliverNotice(to.id, message);
  try {
    await sendMail(message);
  } catch (err) {
    log.warn({ err }, "moderation statement e-mail not sent");
  }
}
