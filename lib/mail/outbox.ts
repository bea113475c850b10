import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { log } from "@/lib/log";
import type { MailDriver } from "@/lib/mail/types";

/**
 * The default driver: every message becomes one JSON file in `dir` (DATA_DIR/outbox),
 * `{time}-{id}.json` with from, to, subject, text and html. One log line gives the path.
 * Nothing leaves the machine.
 */
export function outboxDriver(dir: string): MailDriver {
  return {
    name: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = message.date.toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${message.id}.json`);
      const record = {
        id: message.id,
        date: message.date.toISOString(),
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      };
      // written aside and renamed into place: a reader never sees half a message
      await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
      await rename(`${file}.tmp`, file);
      log.info({ mailId: message.id, path: file }, "mail written to outbox");
      return { id: message.id, path: file };
    },
  };
}
