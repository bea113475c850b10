import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { log } from "@/lib/log";
import { sendMail, type MailMessage } from "@/lib/mail";
import { layoutMail, mailLang, type MailLang } from "@/lib/mail/layout";
import { discreetModeOf, quietHoursEnd } from "@/lib/account/discreet";

// E-mail notices to a member (receipts, moderation statements...): not an answer to something
// they just asked for (a reset link, an address confirmation never wait and are never changed).
// A notice follows the member's discreet-mode choices (lib/account/discreet.ts): made neutral in
// subject and preview when discreet mode is on, held in HeldMail during quiet hours and sent by
// the `held-mail` job (lib/jobs/registry.ts) once they end. A send that fails (the SMTP server
// down or refusing) is never thrown (what the notice tells stands either way) and never lost: the
// notice is held as due now, and each run of the job tries it again, for HELD_MAIL_RETRY_DAYS.

export type NoticeContext = { to: string; lang: MailLang; discreet: boolean };

const recipientSelect = { email: true, locale: true, discreetMode: true, quietStart: true, quietEnd: true, quietTimeZone: true } as const;

/** A held notice whose sends keep failing is given up this long after it was due (logged as an error). */
export const HELD_MAIL_RETRY_DAYS = 3;

async function deliver(userId: string, message: MailMessage, quiet: ReturnType<typeof discreetModeOf>["quietHours"], now: Date): Promise<void> {
  const until = quietHoursEnd(quiet, now);
  if (!until) {
    try {
      await sendMail(message);
      return;
    } catch (err) {
      log.warn({ err, userId }, "e-mail notice not sent; held for the held-mail job to try again");
    }
  } else {
    log.info({ userId, sendAfter: until }, "e-mail notice held until the end of quiet hours");
  }
  await prisma.heldMail.create({ data: { userId, message: { subject: message.subject, text: message.text, html: message.html ?? null }, sendAfter: until ?? now } });
}

/** A notice made for the member's language and discreet choice by `build`, then sent or held. */
export async function sendNotice(userId: string, build: (c: NoticeContext) => MailMessage, opts: { fallback?: MailLang; now?: Date } = {}): Promise<void> {
  try {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: recipientSelect });
    if (!user) return;
    const choice = discreetModeOf(user);
    const message = build({ to: user.email, lang: mailLang(user.locale, opts.fallback ?? "en"), discreet: choice.enabled });
    await deliver(userId, message, choice.quietHours, opts.now ?? new Date());
  } catch (err) {
    log.error({ err, userId }, "e-mail notice not sent");
  }
}

/** A notice already made by lib/mail/layout.ts (e.g. in a decision's transaction), sent or held by the same rules. */
export async function deliverNotice(userId: string, message: MailMessage, now: Date = new Date()): Promise<void> {
  await sendNotice(userId, ({ discreet }) => asChosen(message, discreet), { now });
}

/** The same notice, made again with `discreet` when the member chose it (subject, preview, no image). */
export function asChosen(message: MailMessage, discreet: boolean): MailMessage {
  return discreet && message.parts ? layoutMail({ ...message.parts, discreet: true }) : message;
}

/**
 * The `held-mail` job: sends the held notices whose quiet hours have ended at `now`, each to the
 * address its account has now. Each row is taken (deleted) under SKIP LOCKED, so two runs never
 * send one twice; a notice whose send fails is put back for the next run, until it has been due
 * for HELD_MAIL_RETRY_DAYS (then dropped, with an error in the log).
 */
export async function sendHeldMail(now: Date, max = 200): Promise<{ sent: number; failed: number }> {
  const due = await kysely()
    .deleteFrom("HeldMail")
    .where(
      "id",
      "in",
      kysely()
        .selectFrom("HeldMail")
        .select("id")
        .where("sendAfter", "<=", now)
        .orderBy("sendAfter")
        .limit(max)
        .forUpdate()
        .skipLocked(),
    )
    .returning(["id", "userId", "message", "sendAfter", "createdAt"])
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const user = await prisma.user.findUnique({ where: { id: row.userId }, select: { email: true } });
    if (!user) continue;
    const m = row.message as { subject: string; text: string; html: string | null };
    try {
      await sendMail({ to: user.email, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}) });
      sent++;
    } catch (err) {
      failed++;
      if (now.getTime() - row.sendAfter.getTime() > HELD_MAIL_RETRY_DAYS * 24 * 60 * 60 * 1000) {
        log.error({ err, heldMailId: row.id, userId: row.userId, dueSince: row.sendAfter }, "held e-mail notice given up after failing for days");
        continue;
      }
      log.warn({ err, heldMailId: row.id }, "held e-mail notice not sent; the next run retries it");
      await kysely()
        .insertInto("HeldMail")
        .values({ id: row.id, userId: row.userId, message: sql`${JSON.stringify(m)}::jsonb`, sendAfter: row.sendAfter, createdAt: row.createdAt })
        .execute();
    }
  }
  return { sent, failed };
}
