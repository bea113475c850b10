// An SMTP server for a test run (smtp-server, in this process): every message it accepts is
// parsed (mailparser) and written as one JSON file under a temp directory, so a test reads what
// really went over SMTP: tests/api/mail-smtp.test.ts starts a second app with SMTP_URL set to
// TEST_SMTP_URL and reads TEST_SMTP_DIR (docs/decisions/053-smtp-mail-with-nodemailer.md).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Supervisor } from "./supervisor";

export type TestSmtpEnv = {
  /** smtp://user:pass@127.0.0.1:port: the server asks for these credentials */
  TEST_SMTP_URL: string;
  /** one JSON file per received message: { envelope, from, to, subject, text, html, headers } */
  TEST_SMTP_DIR: string;
};

const USER = "velvet";
const PASS = "smtp-test-secret";

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? ""));

export async function startSmtpTestServer(sup: Supervisor, port: number): Promise<TestSmtpEnv> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-test-smtp-"));
  sup.onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  const server = new SMTPServer({
    // plain SMTP on loopback: no STARTTLS (no certificate to trust), credentials still asked
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === USER && auth.password === PASS) return done(null, { user: USER });
      done(new Error("Invalid username or password"));
    },
    onData(stream, session, done) {
      simpleParser(stream).then(
        async (mail) => {
          const record = {
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null, to: session.envelope.rcptTo.map((r) => r.address) },
            from: addresses(mail.from),
            to: addresses(mail.to),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            // structured headers (content-type...) come as { value, params }: their value
            headers: Object.fromEntries(
              [...mail.headers].map(([k, v]) => [k, typeof v === "object" && v !== null && "value" in v ? String(v.value) : String(v)]),
            ),
          };
          const file = path.join(dir, `${Date.now()}-${randomUUID()}.json`);
          await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
          await rename(`${file}.tmp`, file);
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  sup.onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { TEST_SMTP_URL: `smtp://${USER}:${PASS}@127.0.0.1:${port}`, TEST_SMTP_DIR: dir };
}
