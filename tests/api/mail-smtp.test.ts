// Mail that really leaves: a second app with SMTP_URL set (and no MAIL_DRIVER: SMTP_URL alone
// selects the smtp driver) sends a password reset to the SMTP server the test stack runs
// (scripts/lib/smtp-test-server.ts, which asks for the URL's credentials); what arrived over SMTP
// has a text and an HTML body in the reader's language, and its link works.
import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../helpers/db";
import { mailsTo, randomIp, signUp } from "../helpers/account";
import { startSecondApp, type SecondApp } from "../helpers/second-app";
import { addCard, creator, member } from "../helpers/social";
import { freePort } from "../../scripts/lib/ports";
import { sendHeldMail } from "@/lib/account/notice-mail";

type Received = { envelope: { from: string | null; to: string[] }; from: string[]; to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };

function smtpDir(): string {
  const dir = process.env.TEST_SMTP_DIR;
  if (!dir) throw new Error("TEST_SMTP_DIR is not set: run the tests with `npm test`");
  return dir;
}

/** The messages the SMTP server received for `to`, waiting up to 15 s for the first. */
async function received(to: string): Promise<Received[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(smtpDir())).filter((n) => n.endsWith(".json")).sort();
    const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(smtpDir(), n), "utf8")) as Received));
    const mine = all.filter((m) => m.envelope.to.includes(to.toLowerCase()));
    if (mine.length > 0 || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let app: SecondApp;
beforeAll(async () => {
  app = await startSecondApp({ SMTP_URL: process.env.TEST_SMTP_URL!, MAIL_FROM: "Velvet <no-reply@velvet.test>" });
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const forgot = (email: string, locale?: string) =>
  fetch(`${app.base}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
    body: JSON.stringify({ email, locale }),
  });

describe("the smtp mail driver (SMTP_URL)", () => {
  it("a reset mail arrives over SMTP in the reader's saved language (Tunisian), text and HTML, with a working link", async () => {
    const user = await signUp();
    await prisma.user.update({ where: { id: user.id }, data: { locale: "tn", firstName: "Amel <b>" } });
    expect((await forgot(user.email)).status).toBe(200);

    const [mail, ...more] = await received(user.email);
    expect(mail, "no message reached the SMTP server").toBeDefined();
    expect(more).toHaveLength(0);
    expect(mail!.envelope.from).toBe("no-reply@velvet.test");
    expect(mail!.to).toEqual([user.email.toLowerCase()]);
    expect(mail!.headers["content-type"]).toContain("multipart/alternative");
    expect(mail!.subject).toBe("بدّل كلمة السر متاع Velvet");
    // the text body: greeting, words and link in Tunisian (the default language: no prefix)
    expect(mail!.text).toContain("عسلامة Amel <b>،");
    expect(mail!.text).toContain("حل الرابط هذا في ظرف ساعة");
    const link = new RegExp(`${app.base.replace(/[/.]/g, "\\$&")}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    // the HTML body: the same words, right to left, the name escaped, the link as a button
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('lang="ar-TN"');
    expect(mail!.html).toContain("عسلامة Amel &lt;b&gt;،");
    expect(mail!.html).toContain("نختار كلمة سر جديدة");
    expect(mail!.html).toContain(`href="${app.base}/reset-password?token=${link![1]}"`);
    expect(mail!.html).not.toContain("Reset your Velvet password");
    // it left by SMTP, not through the outbox
    expect(await mailsTo(user.email)).toHaveLength(0);

    // the token that travelled over SMTP resets the password
    const res = await fetch(`${app.base}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      body: JSON.stringify({ token: link![1], password: "A-new-passw0rd!" }),
    });
    expect(res.status).toBe(200);
  });

  it("the language of the page that asked wins over the saved one (French)", async () => {
    const user = await signUp();
    await prisma.user.update({ where: { id: user.id }, data: { locale: "tn" } });
    expect((await forgot(user.email, "fr")).status).toBe(200);
    const [mail] = await received(user.email);
    expect(mail!.subject).toBe("Réinitialisez votre mot de passe Velvet");
    expect(mail!.text).toContain(`${app.base}/fr/reset-password?token=`);
    expect(mail!.html).toContain('lang="fr" dir="ltr"');
    expect(mail!.html).toContain("Choisir un nouveau mot de passe");
  });
});

describe("a notice the SMTP server cannot take", () => {
  let down: SecondApp;
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // an app whose SMTP server takes the connection and never answers (the worst case: the
    // driver waits for its greeting timeout before giving up; 5 s here, set in the URL's query)
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    down = await startSecondApp({ SMTP_URL: `smtp://velvet:smtp-test-secret@127.0.0.1:${port}/?greetingTimeout=5000`, MAIL_FROM: "Velvet <no-reply@velvet.test>" });
  }, 120_000);
  afterAll(async () => {
    await down?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it("is held, not lost: the held-mail job sends it once mail leaves again", async () => {
    const star = await creator(1200);
    const fan = await member();
    const card = await addCard(fan.id);
    const started = Date.now();
    const res = await fetch(`${down.base}/api/users/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${fan.token}` },
      body: JSON.stringify({ creatorId: star.id, paymentMethod: card.id }),
    });
    // the payment stands and is answered at once: the mail's failure changes nothing of it, and
    // the answer does not wait for the mail server (the receipt is sent after it)
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(4_000);
    const email = (await prisma.user.findUniqueOrThrow({ where: { id: fan.id }, select: { email: true } })).email;
    // nothing could leave that app: the receipt (sent after the answer) was held for the held-mail job
    // (wait for it to be held, or already sent by the test stack's own job run)
    const deadline = Date.now() + 45_000;
    while ((await prisma.heldMail.count({ where: { userId: fan.id } })) === 0 && (await mailsTo(email)).length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // the job (here with mail that leaves: this process's outbox; or the test stack's own run) sends it, once
    await sendHeldMail(new Date());
    const mails = await mailsTo(email, 1);
    expect(mails.map((m) => m.subject)).toEqual(["Your receipt from VLV*SERVICES"]);
    expect(await prisma.heldMail.count({ where: { userId: fan.id } })).toBe(0);
  }, 90_000);
});
