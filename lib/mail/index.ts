import { randomUUID } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/env";
import { logDriver } from "@/lib/mail/log-driver";
import { outboxDriver } from "@/lib/mail/outbox";
import type { MailDriver, MailMessage, MailReceipt } from "@/lib/mail/types";

export type { MailMessage, MailReceipt } from "@/lib/mail/types";

// The app's one way to send mail. MAIL_DRIVER picks the driver:
//  - outbox (default): files under DATA_DIR/outbox (see lib/mail/outbox.ts)
//  - log: the message goes to the server log
// A real provider is one more driver: a file exporting e.g. `smtpDriver(): MailDriver` whose
// send() hands the message to the provider (SMTP over node:tls, or the provider's HTTPS API
// with fetch), one more MAIL_DRIVER value in lib/env.ts, and one line here. Callers do not
// change. See README, "Mail".

let cached: MailDriver | undefined;

function driver(): MailDriver {
  if (cached) return cached;
  const e = env();
  cached = e.MAIL_DRIVER === "log" ? logDriver() : outboxDriver(path.resolve(e.DATA_DIR, "outbox"));
  return cached;
}

export async function sendMail(message: MailMessage): Promise<MailReceipt> {
  return driver().send({ ...message, from: env().MAIL_FROM, id: randomUUID(), date: new Date() });
}
