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
  const transport = nodemailer.createTransport({
    url,
    // a request may wait on a send (password reset): fail in seconds, not nodemailer's minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
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
