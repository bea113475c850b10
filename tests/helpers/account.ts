// Set-up helpers for the account tests (password reset, password change, preferences).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { api, uniqueUser } from "./http";
import { markTrustedCreator } from "./db";
import { markCreatorVerified } from "./verification";

const octet = () => Math.floor(Math.random() * 254) + 1;
/** A made-up client address, so per-client rate limits of one test do not bleed into another. */
export const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

export type Account = { id: string; token: string; username: string; email: string; password: string };

/** A new member through the API, identity-verified (tests/helpers/verification.ts). */
export async function signUp(): Promise<Account> {
  const u = uniqueUser();
  const res = await api("/api/users/register", { method: "POST", body: u, headers: { "x-forwarded-for": randomIp() } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  await markTrustedCreator(res.json._id); // posts publish at once (MODERATION_MODE=pre holds back untrusted creators)
  await markCreatorVerified(res.json._id);
  return { id: res.json._id, token: res.json.token, username: res.json.username, email: res.json.email, password: u.password };
}

export function login(email: string, password: string) {
  return api("/api/users/login", { method: "POST", body: { email, password }, headers: { "x-forwarded-for": randomIp() } });
}

export function outboxDir(): string {
  const dir = process.env.TEST_DATA_DIR;
  if (!dir) throw new Error("TEST_DATA_DIR is not set: run the tests with `npm test`");
  return path.join(dir, "outbox");
}

export type OutboxMail = { to: string; subject: string; text: string; html: string | null; file: string };

/**
 * Every message in the app's outbox addressed to `to` (oldest first). With `atLeast`, waits (up to
 * 10 s) until that many are there: some mail is written after the answer (password reset).
 */
export async function mailsTo(to: string, atLeast = 0): Promise<OutboxMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await readMailsTo(to);
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function readMailsTo(to: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((n) => n.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (n) => ({ ...JSON.parse(await readFile(path.join(outboxDir(), n), "utf8")), file: n }) as OutboxMail),
  );
  return mails.filter((m) => m.to === to.toLowerCase());
}

/** The reset token in a reset mail's link. */
export function tokenFrom(mail: OutboxMail): string {
  return linkToken(mail, "reset-password");
}

/** The token of a mail's link to `page` (reset-password, confirm-email, undo-email). */
export function linkToken(mail: OutboxMail, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
}
