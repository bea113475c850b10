import { randomUUID } from "node:crypto";
import path from "node:path";
import { env, mailDriverName } from "@/lib/env";
import { logDriver } from "@/lib/mail/log-driver";
import { outboxDriver } from "@/lib/mail/outbox";
import { smtpDriver } from "@/lib/mail/smtp";
import type { MailDriver, MailMessage, MailReceipt } from "@/lib/mail/types";

export type { MailMessage, MailReceipt } from "@/lib/mail/types";

// The app's one way to send mail. MAIL_DRIVER picks the driver (mailDriverName, lib/env.ts):
//  - outbox (the default without SMTP_URL): files under DATA_DIR/outbox (see lib/mail/outbox.ts)
//  - smtp (the default with SMTP_URL): the SMTP server of SMTP_URL (lib/mail/smtp.ts)
//  - log: the message goes to the server log
// Every message is made by lib/mail/layout.ts (text and HTML, in the reader's language).
// Another provider is one more driver file, one more MAIL_DRIVER value in lib/env.ts, and one
// line here. Callers do not change. See README, "Mail".

let cached: MailDriver | undefined;

function driver(): MailDriver {
  if (cached) return cached;
  const e = env();
  const name = mailDriverName(e);
  cached = name === "log" ? logDriver() : name === "smtp" ? smtpDriver(e.SMTP_URL!) : outboxDriver(path.resolve(e.DATA_DIR, "outbox"));
  return cached;
}

export async function sendMail(message: MailMessage): Promise<MailReceipt> {
  return driver().send({ ...message, from: env().MAIL_FROM, id: randomUUID(), date: new Date() });
}
