// Sign-in and password-reset answers must not tell whether an e-mail has an account: same
// message, and the same time (median of several attempts, interleaved, each from its own client
// address so no rate limit interferes).
import { describe, expect, it } from "vitest";
import { api, uniqueUser } from "../helpers/http";
import { mailsTo, randomIp, signUp } from "../helpers/account";

const ROUNDS = 10;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function timed(fn: () => Promise<{ status: number; json: unknown }>) {
  const started = performance.now();
  const res = await fn();
  return { ms: performance.now() - started, res };
}

const unknownEmail = () => uniqueUser().email.replace("user_", "nobody_");

describe("sign-in: unknown e-mail and wrong password look the same", () => {
  it("same status and message, and medians within a third of each other", async () => {
    const user = await signUp();
    const attempt = (email: string) =>
      timed(() => api("/api/users/login", { method: "POST", body: { email, password: "Wrong-password-1" }, headers: { "x-forwarded-for": randomIp() } }));
    // warm-up (first argon2 verification, connection pool)
    await attempt(user.email);
    await attempt(unknownEmail());
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const a = await attempt(user.email);
      const b = await attempt(unknownEmail());
      expect(a.res.status).toBe(401);
      expect(b.res.status).toBe(401);
      expect(b.res.json).toEqual(a.res.json);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const [k, u] = [median(known), median(unknown)];
    console.log(`sign-in medians: wrong password ${k.toFixed(1)} ms, unknown e-mail ${u.toFixed(1)} ms`);
    // a password hash check is tens of ms: skipping it for unknown e-mails would put u far below k
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) / 3);
  });
});

describe("forgot-password: an existing account and an unknown e-mail look the same", () => {
  it("same answer, and medians within 2 ms or a fifth of each other", async () => {
    const accounts = [];
    for (let i = 0; i < ROUNDS + 1; i++) accounts.push(await signUp());
    const ask = (email: string) =>
      timed(() => api("/api/auth/forgot-password", { method: "POST", body: { email }, headers: { "x-forwarded-for": randomIp() } }));
    // warm-up
    await ask(unknownEmail());
    await ask(accounts[ROUNDS]!.email);
    await mailsTo(accounts[ROUNDS]!.email, 1);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const a = await ask(accounts[i]!.email);
      // the mail is written after the answer: let it finish so it does not slow the next request
      expect(await mailsTo(accounts[i]!.email, 1)).toHaveLength(1);
      const b = await ask(unknownEmail());
      expect(a.res.status).toBe(200);
      expect(b.res.json).toEqual(a.res.json);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const [k, u] = [median(known), median(unknown)];
    console.log(`forgot-password medians: account ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(2, Math.max(k, u) / 5));
  });
});
