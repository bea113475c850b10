// Creator verification (issue 19 point 4): the exact contract of POST/GET /api/users/verification,
// bad input, identity documents that only an admin with a fresh signed link can read, the admin's
// decision (audited, told to the member in their language), the one rule that keeps unverified
// creators from being paid or listed, and the retention of documents after a decision.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { fetchRaw, jpeg, registerUser, type TestUser } from "../helpers/content";
import { addCard, creator, makeAdminById, member, notificationsOf, subscribeTo } from "../helpers/social";
import { addPayoutMethod, chargeAt, DAY, requestPayout } from "../helpers/earnings";
import { mailsTo } from "../helpers/account";
import { submitVerification, verificationForm } from "../helpers/identity";
import { signedDocumentUrl } from "@/lib/identity/documents";
import { signedMediaUrl } from "@/lib/media/signed-url";
import { purgeDecidedDocuments } from "@/lib/identity/retention";
import { refreshCreatorStats } from "@/lib/discovery/stats";

async function trendingIds(): Promise<string[]> {
  await refreshCreatorStats(new Date(), { wait: true });
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await api(`/api/users/discover/trending?page=${page}&limit=50`);
    ids.push(...res.json.creators.map((c: { _id: string }) => c._id));
    if (!res.json.pagination.hasNext) return ids;
  }
}

async function admin(): Promise<TestUser & { firstName: string }> {
  const a = await member();
  await makeAdminById(a.id);
  return { ...a, email: "" };
}

const pendingOf = async (adminToken: string, username: string, kind = "creator") => {
  const res = await api(`/api/admin/verifications?status=pending&kind=${kind}&q=${username}`, { token: adminToken });
  expect(res.status).toBe(200);
  return res.json.verifications.find((v: { user: { username: string } }) => v.user.username === username);
};

describe("POST/GET /api/users/verification", () => {
  it("stores a submission as pending, answers the member's own status, and refuses a second one while it waits", async () => {
    const user = await registerUser({ verified: false });
    const before = await api("/api/users/verification", { token: user.token });
    expect(before.status).toBe(200);
    expect(before.json.verification).toMatchObject({ status: "none", reason: null });

    const res = await submitVerification(user.token);
    expect(res.status).toBe(201);
    expect(res.json.verification).toMatchObject({ status: "pending", reason: null });
    const after = await api("/api/users/verification", { token: user.token });
    expect(after.json.verification.status).toBe("pending");

    const again = await submitVerification(user.token);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("CHECK_PENDING");
    expect(await prisma.identityCheck.count({ where: { userId: user.id } })).toBe(1);
    expect((await api("/api/users/verification")).status).toBe(401);
  });

  it("refuses a missing file, an under-18 date of birth, a bad country, a file that is not a photo and one over 10 MB, storing nothing", async () => {
    const user = await registerUser({ verified: false });
    const noSelfie = await submitVerification(user.token, await verificationForm({}, { selfie: null }));
    expect(noSelfie.status).toBe(400);
    expect(noSelfie.json.code).toBe("MISSING_FILE");
    expect(noSelfie.json.errors.selfie).toBeDefined();

    const year = new Date().getUTCFullYear() - 17;
    const minor = await submitVerification(user.token, await verificationForm({ dateOfBirth: `${year}-01-01` }));
    expect(minor.status).toBe(400);
    expect(minor.json.errors.dateOfBirth[0]).toMatch(/18/);

    const country = await submitVerification(user.token, await verificationForm({ country: "Tunisia" }));
    expect(country.status).toBe(400);
    expect(country.json.errors.country).toBeDefined();

    const text = await submitVerification(user.token, await verificationForm({}, { idDocument: Buffer.from("%PDF-1.4 not really a photo at all, just text ".repeat(200)) }));
    expect(text.status).toBe(415);
    expect(text.json.code).toBe("WRONG_FILE_TYPE");

    const head = await jpeg(64, 64);
    const huge = Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const big = await submitVerification(user.token, await verificationForm({}, { idDocument: huge }));
    expect(big.status).toBe(413);
    expect(big.json.code).toBe("FILE_TOO_LARGE");

    expect(await prisma.identityCheck.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.identityDocument.count({ where: { check: { userId: user.id } } })).toBe(0);
  });
});

describe("identity documents", () => {
  it("are read only by an admin with a fresh signed link: members, anonymous visitors, forged or expired links and the public media routes are refused", async () => {
    const user = await registerUser({ verified: false });
    const idBytes = await jpeg(500, 320, "#264653");
    expect((await submitVerification(user.token, await verificationForm({}, { idDocument: idBytes }))).status).toBe(201);
    const boss = await admin();
    const item = await pendingOf(boss.token, user.username);
    expect(item).toMatchObject({ kind: "creator", status: "pending", legalName: "Amira Ben Ali", dateOfBirth: "1994-03-12", country: "TN" });
    expect(item.documents.map((d: { purpose: string }) => d.purpose).sort()).toEqual(["id_document", "selfie"]);
    const doc = item.documents.find((d: { purpose: string }) => d.purpose === "id_document");
    expect(doc.url).toMatch(new RegExp(`^/api/admin/documents/${doc._id}\\?exp=\\d+&sig=`));
    expect(new Date(doc.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);

    const asAdmin = await fetchRaw(doc.url, { authorization: `Bearer ${boss.token}` });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.bytes.equals(idBytes)).toBe(true);
    expect(asAdmin.headers.get("cache-control")).toContain("no-store");

    expect((await fetchRaw(doc.url, { authorization: `Bearer ${user.token}` })).status).toBe(403);
    expect((await fetchRaw(doc.url)).status).toBe(401);
    const forged = doc.url.replace(/sig=([^&]+)/, (_: string, s: string) => `sig=${s.slice(0, -2)}xx`);
    expect((await fetchRaw(forged, { authorization: `Bearer ${boss.token}` })).status).toBe(403);
    const later = doc.url.replace(/exp=(\d+)/, (_: string, e: string) => `exp=${Number(e) + 60}`);
    expect((await fetchRaw(later, { authorization: `Bearer ${boss.token}` })).status).toBe(403);
    const expired = signedDocumentUrl(doc._id, Date.now() - 10 * 60 * 1000);
    expect((await fetchRaw(expired.url, { authorization: `Bearer ${boss.token}` })).status).toBe(403);
    const noSig = doc.url.split("?")[0];
    expect((await fetchRaw(noSig, { authorization: `Bearer ${boss.token}` })).status).toBe(403);

    // the stored key never works on the public media routes, even with a valid media signature
    const row = await prisma.identityDocument.findUniqueOrThrow({ where: { id: doc._id } });
    expect(row.key).toMatch(/^id-/);
    expect((await fetchRaw(signedMediaUrl(row.key).url, { authorization: `Bearer ${boss.token}` })).status).toBe(404);
    expect((await fetchRaw(`/api/images/${row.key}`)).status).toBe(404);
    // and the member's own status never names a document
    expect(JSON.stringify((await api("/api/users/verification", { token: user.token })).json)).not.toContain(row.key);
  });
});

describe("an unverified creator", () => {
  it("can set a price but cannot be subscribed to, tipped or paid out, and is not listed; approval lifts all of it, audited and told in the member's language", async () => {
    const tag = `Vq${Date.now().toString(36)}`;
    const star = await member({ priceCents: 999, firstName: `${tag}Lina`, verified: false });
    await prisma.user.update({ where: { id: star.id }, data: { locale: "fr" } });
    const price = await api("/api/users/subscription-price", { method: "PUT", token: star.token, body: { price: 12 } });
    expect(price.status).toBe(200);

    const fan = await member();
    const card = await addCard(fan.id);
    const sub = await subscribeTo(fan, star.id, card.id);
    expect(sub.status).toBe(403);
    expect(sub.json.code).toBe("CREATOR_NOT_VERIFIED");
    const tip = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: card.id } });
    expect(tip.status).toBe(403);
    expect(tip.json.code).toBe("CREATOR_NOT_VERIFIED");
    expect(await prisma.payment.count({ where: { payeeId: star.id } })).toBe(0);

    // money earned before (e.g. an older verification) cannot leave either
    await chargeAt(fan.id, star.id, 5000, new Date(Date.now() - 30 * DAY));
    await addPayoutMethod(star.token);
    const payout = await requestPayout(star.token, 20);
    expect(payout.status).toBe(403);
    expect(payout.json.code).toBe("CREATOR_NOT_VERIFIED");

    const search = await api(`/api/users/search?q=${tag}lina`);
    expect(search.status).toBe(200);
    expect(search.json.users).toHaveLength(0);
    expect(await trendingIds()).not.toContain(star.id);

    expect((await submitVerification(star.token)).status).toBe(201);
    const boss = await admin();
    const approved = await api(`/api/admin/verifications/${star.id}/approve`, { method: "POST", token: boss.token });
    expect(approved.status).toBe(200);
    expect(approved.json.verification.status).toBe("approved");
    expect((await api("/api/users/verification", { token: star.token })).json.verification.status).toBe("approved");
    const audit = await prisma.auditLog.findFirst({ where: { action: "verification.approve", targetIds: { has: star.id } } });
    expect(audit).toMatchObject({ actorId: boss.id, targetType: "user" });
    // the notification too is said in the member's saved language (French), whatever the request asks
    expect((await notificationsOf(star)).some((n) => n.title === "Vous êtes vérifié(e)")).toBe(true);
    const mails = await mailsTo((await prisma.user.findUniqueOrThrow({ where: { id: star.id } })).email, 1);
    expect(mails.at(-1)!.subject).toBe("Votre vérification de créateur Velvet est approuvée");

    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const tip2 = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: card.id } });
    expect(tip2.status).toBe(201);
    expect((await requestPayout(star.token, 20)).status).toBe(201);
    expect((await api(`/api/users/search?q=${tag}lina`)).json.users.map((u: { _id: string }) => u._id)).toEqual([star.id]);
    expect(await trendingIds()).toContain(star.id);

    // decided once: a second decision is a conflict
    const twice = await api(`/api/admin/verifications/${star.id}/reject`, { method: "POST", token: boss.token, body: { reason: "too late" } });
    expect(twice.status).toBe(409);
  });

  it("is told why a rejection happened, can send new documents, and only admins decide", async () => {
    const user = await member({ priceCents: 500, verified: false });
    expect((await submitVerification(user.token)).status).toBe(201);
    const boss = await admin();
    expect((await api(`/api/admin/verifications/${user.id}/approve`, { method: "POST", token: user.token })).status).toBe(403);
    expect((await api(`/api/admin/verifications/${user.id}/approve`, { method: "POST" })).status).toBe(401);
    expect((await api("/api/admin/verifications", { token: user.token })).status).toBe(403);
    const empty = await api(`/api/admin/verifications/${user.id}/reject`, { method: "POST", token: boss.token, body: {} });
    expect(empty.status).toBe(400);

    const reason = "The photo of the document is blurred";
    const rejected = await api(`/api/admin/verifications/${user.id}/reject`, { method: "POST", token: boss.token, body: { reason } });
    expect(rejected.status).toBe(200);
    expect((await api("/api/users/verification", { token: user.token })).json.verification).toMatchObject({ status: "rejected", reason });
    expect((await notificationsOf(user)).some((n) => n.message.includes(reason))).toBe(true);
    expect(await prisma.auditLog.count({ where: { action: "verification.reject", targetIds: { has: user.id } } })).toBe(1);
    expect((await submitVerification(user.token)).status).toBe(201);
    expect((await api(`/api/admin/verifications/${(await registerUser()).id}/approve`, { method: "POST", token: boss.token })).status).toBe(404);

    const page = await api("/api/admin/verifications?status=pending&page=1&limit=1", { token: boss.token });
    expect(page.json.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(page.json.counts.pendingVerifications).toBeGreaterThanOrEqual(1);
    expect((await api("/api/admin/verifications?status=nope", { token: boss.token })).status).toBe(400);
  });
});

describe("retention of identity documents", () => {
  it("deletes the documents of a decided check after IDENTITY_DOCUMENT_RETENTION_DAYS, keeps the decision and the pending checks' files", async () => {
    const decided = await registerUser({ verified: false });
    const waiting = await registerUser({ verified: false });
    expect((await submitVerification(decided.token)).status).toBe(201);
    expect((await submitVerification(waiting.token)).status).toBe(201);
    const boss = await admin();
    const doc = (await pendingOf(boss.token, decided.username)).documents[0];
    expect((await api(`/api/admin/verifications/${decided.id}/approve`, { method: "POST", token: boss.token })).status).toBe(200);

    // 29 days on: still there
    await purgeDecidedDocuments(new Date(Date.now() + 29 * DAY), 30);
    expect(await prisma.identityDocument.count({ where: { check: { userId: decided.id } } })).toBe(2);
    // 31 days on: gone (rows and bytes), the decision stays
    const run = await purgeDecidedDocuments(new Date(Date.now() + 31 * DAY), 30);
    expect(run.documents).toBeGreaterThanOrEqual(2);
    expect(await prisma.identityDocument.count({ where: { check: { userId: decided.id } } })).toBe(0);
    expect((await fetchRaw(signedDocumentUrl(doc._id).url, { authorization: `Bearer ${boss.token}` })).status).toBe(404);
    const check = await prisma.identityCheck.findFirstOrThrow({ where: { userId: decided.id } });
    expect(check.status).toBe("approved");
    expect(check.documentsDeletedAt).not.toBeNull();
    expect(await prisma.identityDocument.count({ where: { check: { userId: waiting.id } } })).toBe(2);
  });
});

describe("the demo seed and the sign-up helpers", () => {
  it("a creator made by the shared helpers is verified (so the other areas' tests can pay them)", async () => {
    const c = await creator();
    expect((await api("/api/users/verification", { token: c.token })).json.verification.status).toBe("approved");
  });
});
