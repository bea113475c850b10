import nodemailer from "nodemailer";
import { log } from "@/lib/log";
import type { MailDriver } from "@/lib/mail/types";

/**
 * MAIL_DRIVER=smtp (the default when SMTP_URL is set): each message goes to the SMTP server of
 * SMTP_URL through nodemailer (docs/decisions/053-smtp-mail-with-nodemailer.md), as
 * multipart/alternative with the text and HTML bodies. `smtp://user:pass@host:587` upgrades to
 * TLS when the server offers STARTTLS; `smtps://...:465` is TLS from the start; options such as
 * `?pool=true` go in the URL's query. A recipient the server refuses is logged, not thrown (the
 * contract of MailDriver); a server that cannot be reached or fails throws.
 */
export function smtpDriver(url: string): MailDriver {
  const transport = nodemailer.createTransport(withTimeouts(url));
  return {
    name: "smtp",
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          date: message.date,
          headers: { "X-Velvet-Mail-Id": message.id },
        });
        log.info({ mailId: message.id, messageId: info.messageId }, "mail handed to the SMTP server");
        return { id: message.id };
      } catch (err) {
        if ((err as { code?: string }).code === "EENVELOPE") {
          log.warn({ err, mailId: message.id }, "the SMTP server refused the recipient");
          return { id: message.id };
        }
        throw err;
      }
    },
  };
}

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * A request may wait on a send (a password reset): fail in seconds, not nodemailer's minutes (2 min
 * to connect, 30 s for the greeting, 10 min idle). nodemailer reads a transport's settings from
 * its URL alone when given one (options beside `url` are dropped), so the defaults go into the
 * URL's query, where the URL's own values win.
 */
export function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [key, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(ms));
  }
  return parsed.toString();
}
