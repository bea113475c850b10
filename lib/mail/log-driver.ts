import { log } from "@/lib/log";
import type { MailDriver } from "@/lib/mail/types";

/** MAIL_DRIVER=log: the whole message goes to the server log (development, or a log-shipping setup). */
export function logDriver(): MailDriver {
  return {
    name: "log",
    async send(message) {
      log.info(
        { mailId: message.id, from: message.from, to: message.to, subject: message.subject, text: message.text },
        "mail (log driver)",
      );
      return { id: message.id };
    },
  };
}
