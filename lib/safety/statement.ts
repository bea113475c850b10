import type { Db } from "@/lib/db/kysely";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { deliverNotice } from "@/lib/account/notice-mail";
import { notify, textContent } from "@/lib/notifications/notify";
import { layoutMail, mailLang, siteLink, type MailLang } from "@/lib/mail/layout";

// A statement to a member about a moderation decision on their content (a review, a takedown):
// a notification and an e-mail in their language (User.locale), the admin's reason quoted
// verbatim. The notification is written in the decision's transaction, in every language (read in
// the reader's language of the day, lib/notifications/render.ts);
// the e-mail leaves once it committed (sendStatementMail): to a member, as every notice, through
// their discreet mode and quiet hours (lib/account/notice-mail.ts); to someone without an account
// (a takedown's claimant), at once.

export type StatementLanguage = MailLang;
/** The language of a statement's e-mail: the recipient's (English without one, as every notice mail). */
export const statementLanguage = (locale: string | null | undefined): StatementLanguage => mailLang(locale, "en");
const LANGS: StatementLanguage[] = ["tn", "fr", "en", "ar"];

export type StatementRecipient = { id: string; email: string; firstName: string; locale: string | null };

/** What the statement says, in one language: a title, paragraphs, an optional link (a path of the site). */
export type Statement = { title: string; paragraphs: string[]; link?: { path: string; label: string } };

const GREETING: Record<StatementLanguage, (name: string) => string> = {
  tn: (n) => `عسلامة ${n}،`,
  en: (n) => `Hello ${n},`,
  fr: (n) => `Bonjour ${n},`,
  ar: (n) => `مرحبا ${n}،`,
};

/** A statement in every language (the notification is stored so and read in the reader's). */
export type SaidIn = (lang: StatementLanguage) => Statement;

/** The notification part, inside the decision's transaction; answers the statement in the recipient's language (for the e-mail). */
export async function notifyStatement(db: Db, to: StatementRecipient, say: SaidIn): Promise<Statement> {
  const every = (text: (s: Statement) => string) => Object.fromEntries(LANGS.map((l) => [l, text(say(l))]));
  await notify(
    {
      recipientId: to.id,
      senderId: null,
      priority: "high",
      ...textContent(every((s) => s.title), every((s) => s.paragraphs.join(" "))),
      actionUrl: say("en").link?.path ?? null,
    },
    db,
  );
  return say(statementLanguage(to.locale));
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
    link: s.link ? { href: siteLink(s.link.path, to.locale), label: s.link.label } : undefined,
  });
  if (to.id) return deliverNotice(to.id, message);
  try {
    await sendMail(message);
  } catch (err) {
    log.warn({ err }, "moderation statement e-mail not sent");
  }
}
