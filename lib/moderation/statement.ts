import type { Tx } from "@/lib/db";
import { sendMail, type MailMessage } from "@/lib/mail";
import { layoutMail, siteLink } from "@/lib/mail/layout";
import { deliverNotice } from "@/lib/account/notice-mail";
import { notify, textContent } from "@/lib/notifications/notify";
import { log } from "@/lib/log";
import { langOf, RULE_SECTION, TEXTS, type Lang } from "@/lib/moderation/texts";
import { appealToken } from "@/lib/moderation/appeal-token";
import { DEFAULT_SUSPENSION_DAYS, type AppealOutcome, type DecisionAction, type ReportReason, type ReportTargetType } from "@/shared/schemas/reports";

// The messages of moderation (docs/decisions/031-moderation.md), each in the reader's language
// (User.locale): the statement of reasons to the author of decided content (what was decided
// about which content, the admin's reason verbatim, the rule, how to appeal), the appeal's
// outcome, the reporter's outcome, an account measure taken from the members section. Each is a
// notification (written in the decision's transaction, in every language, so it is read in the
// reader's language of the day) and an e-mail (sent after it commits, in User.locale).

const LANGS = Object.keys(TEXTS) as Lang[];

/** A text in every language. */
function everyLanguage(text: (lang: Lang) => string): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((l) => [l, text(l)])) as Record<Lang, string>;
}

export type Person = { id: string; email: string; firstName: string; locale: string | null };

/** The member page of a decision, where its statement is read and appealed. */
export const casePath = (reportId: string) => `/moderation/${reportId}`;

export type Statement = { title: string; lines: string[]; ruleSection: string; ruleHeading: string };

/** The statement of reasons for a decision, in `lang` (also shown on the member page). */
export function statementOfReasons(
  lang: Lang,
  d: { action: Exclude<DecisionAction, "dismiss">; targetType: ReportTargetType; reason: ReportReason; decisionReason: string; days: number | null },
): Statement {
  const t = TEXTS[lang];
  const section = RULE_SECTION[d.reason];
  return {
    title: t.title,
    lines: [t.decided[d.action](t.target[d.targetType], d.days ?? DEFAULT_SUSPENSION_DAYS), `${t.why} ${d.decisionReason}`],
    ruleSection: section,
    ruleHeading: t.rule[section],
  };
}

const withRecipient = (recipientId: string, m: MailMessage): MailMessage => ({ ...m, recipientId });

/** Mails to send once the transaction has committed (a failed send is logged, never undoes the decision). */
export async function sendAfterCommit(mails: MailMessage[]): Promise<void> {
  for (const m of mails) {
    try {
      // a member's notice follows their discreet mode and quiet hours; an anonymous reporter's leaves now
      await (m.recipientId ? deliverNotice(m.recipientId, m) : sendMail(m));
    } catch (err) {
      log.error({ err, to: m.to, subject: m.subject }, "moderation mail not sent");
    }
  }
}

/** The statement of reasons to the author: the notification now (in `tx`), the mail returned for after the commit. */
export async function deliverStatement(
  tx: Tx,
  author: Person,
  reportId: string,
  d: Parameters<typeof statementOfReasons>[1],
): Promise<MailMessage> {
  const lang = langOf(author.locale);
  const t = TEXTS[lang];
  const s = statementOfReasons(lang, d);
  const ruleLink = siteLink(`/guidelines#${s.ruleSection}`, lang);
  // with the appeal token: a suspended or banned author cannot sign in, and still reads and appeals
  const caseLink = `${siteLink(casePath(reportId), lang)}?token=${appealToken(reportId, author.id)}`;
  const said = (l: Lang) => statementOfReasons(l, d);
  await notify(
    {
      recipientId: author.id,
      senderId: null,
      priority: "high",
      ...textContent(
        everyLanguage((l) => said(l).title),
        everyLanguage((l) => [...said(l).lines, `${TEXTS[l].ruleLine} ${said(l).ruleHeading}`].join(" ")),
      ),
      actionUrl: casePath(reportId),
    },
    tx,
  );
  return withRecipient(author.id, layoutMail({
    to: author.email,
    lang,
    subject: s.title,
    greeting: t.greeting(author.firstName),
    body: [...s.lines, `${t.ruleLine} ${s.ruleHeading} (${ruleLink})`, t.appealLine],
    link: { href: caseLink, label: t.open },
  }));
}

/** The appeal's outcome to its author, with the admin's reason verbatim. */
export async function deliverAppealOutcome(tx: Tx, author: Person, reportId: string, outcome: AppealOutcome, reason: string): Promise<MailMessage> {
  const lang = langOf(author.locale);
  const t = TEXTS[lang];
  await notify(
    {
      recipientId: author.id,
      senderId: null,
      priority: "high",
      ...textContent(
        everyLanguage((l) => TEXTS[l].appealTitle[outcome]),
        everyLanguage((l) => `${TEXTS[l].appealBody[outcome]} ${TEXTS[l].why} ${reason}`),
      ),
      actionUrl: casePath(reportId),
    },
    tx,
  );
  return withRecipient(author.id, layoutMail({
    to: author.email,
    lang,
    subject: t.appealTitle[outcome],
    greeting: t.greeting(author.firstName),
    body: [t.appealBody[outcome], `${t.why} ${reason}`],
    link: { href: siteLink(casePath(reportId), lang), label: t.open },
  }));
}

/** The reporter is told the outcome: a notification for a member, an e-mail for an anonymous reporter. */
export async function tellReporter(
  tx: Tx,
  report: { reference: string; reporterId: string | null; reporterEmail: string | null; reporterLocale: string | null },
  actioned: boolean,
): Promise<MailMessage | null> {
  const lang = langOf(report.reporterLocale);
  const t = TEXTS[lang];
  if (report.reporterId) {
    await notify(
      {
        recipientId: report.reporterId,
        senderId: null,
        ...textContent(
          everyLanguage((l) => TEXTS[l].reporterTitle),
          everyLanguage((l) => TEXTS[l].reporterBody(report.reference, actioned)),
        ),
      },
      tx,
    );
    return null;
  }
  if (!report.reporterEmail) return null;
  return layoutMail({ to: report.reporterEmail, lang, subject: t.reporterTitle, greeting: t.greeting("").replace(/\s+([,،])$/, "$1"), body: [t.reporterBody(report.reference, actioned)] });
}

/** An account measure taken from the members section, with the admin's reason verbatim. */
export async function deliverAccountNotice(
  tx: Tx,
  member: Person,
  status: "active" | "restricted" | "suspended" | "banned",
  days: number | null,
  reason: string,
): Promise<MailMessage> {
  const lang = langOf(member.locale);
  const t = TEXTS[lang];
  const body = [t.accountBody[status](days ?? DEFAULT_SUSPENSION_DAYS), `${t.why} ${reason}`];
  await notify(
    {
      recipientId: member.id,
      senderId: null,
      priority: "high",
      ...textContent(
        everyLanguage((l) => TEXTS[l].accountTitle),
        everyLanguage((l) => [TEXTS[l].accountBody[status](days ?? DEFAULT_SUSPENSION_DAYS), `${TEXTS[l].why} ${reason}`].join(" ")),
      ),
    },
    tx,
  );
  return withRecipient(member.id, layoutMail({
    to: member.email,
    lang,
    subject: t.accountTitle,
    greeting: t.greeting(member.firstName),
    body,
    link: { href: siteLink("/guidelines", lang), label: TEXTS[lang].rule.enforcement },
  }));
}
