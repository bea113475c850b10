// Discreet mode (issue 20, part 8): the setting over the API, a receipt that names no one in its
// subject and preview, and quiet hours that hold a notice until they end (the held-mail job);
// identity-check decisions and takedown statements follow the same path (decision 069).
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, makeAdminById, member, subscribeTo } from "../helpers/social";
import { mailsTo, randomIp } from "../helpers/account";
import { createPost } from "../helpers/content";
import { submitVerification } from "../helpers/identity";
import { sendHeldMail } from "@/lib/account/notice-mail";

const put = (token: string, body: unknown) => api("/api/users/discreet-mode", { method: "PUT", token, body });
const emailOf = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id }, select: { email: true } })).email;
const preheader = (html: string | null) => /<div style="display:none[^>]*>([^<]*)<\/div>/.exec(html ?? "")?.[1];
const hhmm = (d: Date) => d.toISOString().slice(11, 16);

describe("GET/PUT /api/users/discreet-mode", () => {
  it("is off by default, turns on and off, sets and clears quiet hours", async () => {
    const fan = await member();
    expect((await api("/api/users/discreet-mode")).status).toBe(401);
    const first = await api("/api/users/discreet-mode", { token: fan.token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, discreetMode: { enabled: false, quietHours: null } });

    const on = await put(fan.token, { enabled: true, quietHours: { start: "22:30", end: "07:00", timeZone: "Africa/Tunis" } });
    expect(on.status).toBe(200);
    expect(on.json.discreetMode).toEqual({ enabled: true, quietHours: { start: "22:30", end: "07:00", timeZone: "Africa/Tunis" } });
    expect((await api("/api/users/discreet-mode", { token: fan.token })).json.discreetMode).toEqual(on.json.discreetMode);

    const cleared = await put(fan.token, { quietHours: null });
    expect(cleared.json.discreetMode).toEqual({ enabled: true, quietHours: null });
    expect((await put(fan.token, { enabled: false })).json.discreetMode).toEqual({ enabled: false, quietHours: null });
  });

  it("refuses what is not a choice, with 400 and nothing stored", async () => {
    const fan = await member();
    for (const body of [
      {},
      { enabled: "yes" },
      { quietHours: { start: "25:00", end: "07:00", timeZone: "Africa/Tunis" } },
      { quietHours: { start: "22:00", end: "22:00", timeZone: "Africa/Tunis" } },
      { quietHours: { start: "22:00", end: "07:00", timeZone: "Mars/Olympus" } },
      { quietHours: { start: "22:00", end: "07:00" } },
      { enabled: true, theme: "dark" },
    ]) {
      const res = await put(fan.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
    }
    expect((await api("/api/users/discreet-mode", { token: fan.token })).json.discreetMode).toEqual({ enabled: false, quietHours: null });
  });
});

describe("discreet e-mail notices", () => {
  it("a receipt in discreet mode has a neutral subject and preview in the reader's language; the body still says what was paid", async () => {
    const star = await creator(999);
    const fan = await member();
    await prisma.user.update({ where: { id: fan.id }, data: { locale: "fr" } });
    expect((await put(fan.token, { enabled: true })).status).toBe(200);
    const card = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const [receipt] = await mailsTo(await emailOf(fan.id), 1);
    expect(receipt!.subject).toBe("Nouvel avis sur votre compte");
    expect(preheader(receipt!.html)).toBe("Ouvrez ce message pour en lire le détail.");
    for (const part of [receipt!.subject, preheader(receipt!.html)!]) expect(part).not.toContain(star.username);
    expect(receipt!.html).not.toContain("<img");
    expect(receipt!.text).toContain("Montant");
    expect(receipt!.text).toMatch(/Carte : \S+ se terminant par 4242/);
  });

  it("during quiet hours a notice is held, not sent, and the held-mail job sends it once they end", async () => {
    const star = await creator(999);
    const fan = await member();
    const now = new Date();
    // quiet hours around now, in UTC: from an hour ago to an hour from now
    const start = hhmm(new Date(now.getTime() - 60 * 60_000));
    const end = hhmm(new Date(now.getTime() + 60 * 60_000));
    expect((await put(fan.token, { quietHours: { start, end, timeZone: "UTC" } })).status).toBe(200);
    const card = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const email = await emailOf(fan.id);

    await expect.poll(() => prisma.heldMail.count({ where: { userId: fan.id } }), { timeout: 10_000 }).toBe(1);
    const held = await prisma.heldMail.findFirstOrThrow({ where: { userId: fan.id } });
    const endsAt = held.sendAfter.getTime();
    expect(hhmm(held.sendAfter)).toBe(end);
    expect(endsAt - now.getTime()).toBeGreaterThan(58 * 60_000);
    expect(endsAt - now.getTime()).toBeLessThanOrEqual(60 * 60_000);
    expect(await mailsTo(email)).toHaveLength(0);

    // before the end nothing leaves; after it, the job sends it once, to the account's address
    await sendHeldMail(new Date(endsAt - 1000));
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await prisma.heldMail.count({ where: { userId: fan.id } })).toBe(1);
    await sendHeldMail(new Date(endsAt + 1000));
    const [receipt] = await mailsTo(email, 1);
    expect(receipt!.subject).toBe("Your receipt from VLV*SERVICES");
    expect(await prisma.heldMail.count({ where: { userId: fan.id } })).toBe(0);
    await sendHeldMail(new Date(endsAt + 2000));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

/** Quiet hours around now, in UTC: from an hour ago to an hour from now. */
function quietAroundNow() {
  const now = Date.now();
  return { start: hhmm(new Date(now - 60 * 60_000)), end: hhmm(new Date(now + 60 * 60_000)), timeZone: "UTC" };
}

describe("identity and takedown mail follow discreet mode and quiet hours", () => {
  it("an identity-check decision inside quiet hours is held, then sent by the held-mail job when they end", async () => {
    const star = await member({ verified: false });
    const boss = await member();
    await makeAdminById(boss.id);
    await prisma.user.update({ where: { id: star.id }, data: { locale: "en" } });
    const email = await emailOf(star.id);
    const quiet = quietAroundNow();
    expect((await put(star.token, { quietHours: quiet })).status).toBe(200);
    expect((await submitVerification(star.token)).status).toBe(201);
    expect((await api(`/api/admin/verifications/${star.id}/approve`, { method: "POST", token: boss.token })).status).toBe(200);

    await expect.poll(() => prisma.heldMail.count({ where: { userId: star.id } }), { timeout: 10_000 }).toBe(1);
    expect(await mailsTo(email)).toHaveLength(0);
    const held = await prisma.heldMail.findFirstOrThrow({ where: { userId: star.id } });
    expect(hhmm(held.sendAfter)).toBe(quiet.end);
    await sendHeldMail(new Date(held.sendAfter.getTime() + 1000));
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe("Your Velvet creator verification is approved");
  });

  it("an identity-check decision in discreet mode has the neutral subject and preview", async () => {
    const star = await member({ verified: false });
    const boss = await member();
    await makeAdminById(boss.id);
    await prisma.user.update({ where: { id: star.id }, data: { locale: "fr" } });
    expect((await put(star.token, { enabled: true })).status).toBe(200);
    expect((await submitVerification(star.token)).status).toBe(201);
    const reason = "The photo of the document is blurred.";
    expect((await api(`/api/admin/verifications/${star.id}/reject`, { method: "POST", token: boss.token, body: { reason } })).status).toBe(200);
    const [mail] = await mailsTo(await emailOf(star.id), 1);
    expect(mail!.subject).toBe("Nouvel avis sur votre compte");
    expect(preheader(mail!.html)).toBe("Ouvrez ce message pour en lire le détail.");
    expect(mail!.text).toContain(reason);
  });

  it("a takedown statement to a creator is neutral in discreet mode and held in quiet hours; the claimant's leaves at once", async () => {
    const boss = await member();
    await makeAdminById(boss.id);
    const discreetStar = await creator(999);
    const quietStar = await creator(999);
    await prisma.user.updateMany({ where: { id: { in: [discreetStar.id, quietStar.id] } }, data: { locale: "en" } });
    expect((await put(discreetStar.token, { enabled: true })).status).toBe(200);
    expect((await put(quietStar.token, { quietHours: quietAroundNow() })).status).toBe(200);
    const urls: string[] = [];
    for (const c of [discreetStar, quietStar]) {
      const post = await createPost({ ...c, email: "" }, undefined, { title: `Catalogue shot of ${c.username}`, description: "pic" });
      urls.push(new URL(`/en/profile/${c.username}?post=${post._id}`, baseUrl()).toString());
    }
    const claimant = `rights.${Date.now()}@studio.example`;
    const filed = await api("/api/takedowns", {
      method: "POST",
      headers: { "x-forwarded-for": randomIp() },
      body: { claimantName: "Studio Lumière", email: claimant, urls, description: "These photos are from our catalogue, published without a licence.", statement: true, signature: "Claire Dupont" },
    });
    expect(filed.status).toBe(201);
    const decided = await api(`/api/admin/takedowns/${filed.json.takedown._id}/decide`, { method: "POST", token: boss.token, body: { action: "remove", reason: "The claimant showed the original files." } });
    expect(decided.status).toBe(200);

    // the claimant has no account: told at once
    expect(await mailsTo(claimant, 1)).toHaveLength(1);
    // discreet: neither the subject nor the preview says what happened
    const [statement] = await mailsTo(await emailOf(discreetStar.id), 1);
    expect(statement!.subject).toBe("A new notice about your account");
    expect(preheader(statement!.html)).toBe("Open this message to read the details.");
    expect(statement!.text).toContain(`Catalogue shot of ${discreetStar.username}`);
    // quiet hours: held, nothing sent yet
    expect(await prisma.heldMail.count({ where: { userId: quietStar.id } })).toBe(1);
    expect(await mailsTo(await emailOf(quietStar.id))).toHaveLength(0);
  });
});
