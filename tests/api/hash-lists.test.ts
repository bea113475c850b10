// Known-abuse matching (issue 24, point 8; decisions 070-071): the admin's hash lists (create,
// list, add hashes as JSON or a file, hash an image), their authorisation and bad input, and what
// a user would notice: a photo on a list is refused with 422 MEDIA_BLOCKED wherever it is uploaded
// (post, chat, avatar) while an unrelated one passes; nothing is published; the file is kept in
// quarantine, never served by the media routes, and a report opens in the moderation queue with
// the list, the distance and the file; a photo removed for underage joins the internal list.
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, fetchRaw, imageForm, postForm } from "../helpers/content";
import { member, makeAdminById, type TestUser } from "../helpers/social";
import { randomIp } from "../helpers/account";
import { hammingDistance } from "@/lib/media/pdq";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/pdq");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const REFERENCE = new Map(
  readFileSync(path.join(FIXTURES, "hashes.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(",") as [string, string]),
);
const BRIDGE = REFERENCE.get("bridge-1-original.jpg")!;
const randomHash = () => randomBytes(32).toString("hex");
const tag = () => randomBytes(4).toString("hex");

async function admin(): Promise<TestUser> {
  const u = await member();
  await makeAdminById(u.id);
  return u;
}

const createList = (who: TestUser, body: unknown) => api("/api/admin/hash-lists", { method: "POST", token: who.token, body });
const addHashes = (who: TestUser, id: string, body: unknown) => api(`/api/admin/hash-lists/${id}/hashes`, { method: "POST", token: who.token, body });
function fileForm(field: string, text: string | Buffer, name = "hashes.txt", type = "text/plain") {
  const form = new FormData();
  form.append(field, new Blob([typeof text === "string" ? text : new Uint8Array(text)], { type }), name);
  return form;
}
const post = (who: TestUser, bytes: Buffer, name = "photo.jpg") =>
  apiForm("/api/posts/exclusive-content", { token: who.token, form: postForm({ title: "Title", description: "Words" }, [{ bytes, name, type: "image/jpeg" }]) });

/** A list of `reason` holding the bridge photo's reference hash. */
async function listWithBridge(boss: TestUser, reason = "illegal") {
  const created = await createList(boss, { name: `NCMEC-like ${tag()}`, source: "test programme", reason });
  expect(created.status).toBe(201);
  expect((await addHashes(boss, created.json.hashList._id, { hashes: [BRIDGE] })).json).toEqual({ success: true, added: 1 });
  return created.json.hashList as { _id: string; name: string };
}

/** The bridge photo as someone would re-post it: smaller and re-compressed (a different file, the same picture). */
const reencodedBridge = () => sharp(fixture("bridge-1-original.jpg")).resize({ width: 480 }).jpeg({ quality: 70 }).toBuffer();

describe("authorisation", () => {
  it("answers 401 anonymously and 403 to a member on every hash-list endpoint; nothing is created", async () => {
    const fan = await member();
    const id = "6f1c7c1e-0000-4000-8000-000000000000";
    const name = `nope-${tag()}`;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/hash-lists"],
      ["POST", "/api/admin/hash-lists", { name, source: "x", reason: "spam" }],
      ["POST", `/api/admin/hash-lists/${id}/hashes`, { hashes: [randomHash()] }],
      ["POST", "/api/admin/media/hash", {}],
      ["GET", `/api/admin/reports/${id}/quarantined-file`],
    ];
    for (const [method, p, body] of calls) {
      expect((await api(p, { method, body })).status, `${method} ${p} anonymous`).toBe(401);
      expect((await api(p, { method, body, token: fan.token })).status, `${method} ${p} member`).toBe(403);
    }
    expect(await prisma.hashList.count({ where: { name } })).toBe(0);
  });
});

describe("GET/POST /api/admin/hash-lists", () => {
  it("creates a list with a report reason, lists it with its hash count, audits it, and refuses a taken name (409, in French)", async () => {
    const boss = await admin();
    const name = `List ${tag()}`;
    const created = await createList(boss, { name, source: "Programme X", reason: "underage" });
    expect(created.status).toBe(201);
    expect(created.json.hashList).toMatchObject({ name, source: "Programme X", reason: "underage", hashCount: 0 });
    const id = created.json.hashList._id as string;
    expect(await prisma.auditLog.count({ where: { action: "hash-list.create", targetIds: { has: id } } })).toBe(1);

    const listed = await api(`/api/admin/hash-lists?q=${encodeURIComponent(name)}`, { token: boss.token });
    expect(listed.status).toBe(200);
    expect(listed.json.hashLists).toEqual([expect.objectContaining({ _id: id, name, hashCount: 0 })]);
    expect(listed.json.pagination).toMatchObject({ total: 1, page: 1 });

    const again = await createList(boss, { name, source: "elsewhere", reason: "spam" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("HASH_LIST_NAME_TAKEN");
    expect(again.json.message).toBe("Une liste d'empreintes porte déjà ce nom");
  });

  it("refuses an unknown reason, a missing name or source (400), and a non-JSON body (415)", async () => {
    const boss = await admin();
    const bad = await createList(boss, { name: `x${tag()}`, source: "s", reason: "because" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldCodes.reason).toEqual(["FIELD_INVALID_CHOICE"]);
    expect((await createList(boss, { source: "s", reason: "spam" })).status).toBe(400);
    expect((await createList(boss, { name: "n", reason: "spam" })).status).toBe(400);
    expect((await api("/api/admin/hash-lists", { method: "POST", token: boss.token, rawBody: "name=x", headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await api("/api/admin/hash-lists?page=zero", { token: boss.token })).status).toBe(400);
  });
});

describe("POST /api/admin/hash-lists/{id}/hashes", () => {
  it("adds hashes from JSON or a file of one hash per line, counting only new ones, and audits each import", async () => {
    const boss = await admin();
    const { json } = await createList(boss, { name: `Import ${tag()}`, source: "s", reason: "illegal" });
    const id = json.hashList._id as string;
    const [a, b, c] = [randomHash(), randomHash(), randomHash()];
    expect((await addHashes(boss, id, { hashes: [a, b.toUpperCase(), a] })).json).toEqual({ success: true, added: 2 });
    expect((await addHashes(boss, id, { hashes: [b] })).json).toEqual({ success: true, added: 0 });

    const file = `# exported list\n${c},first seen 2026-01-01\n\n${a}\r\n`;
    const fromFile = await apiForm(`/api/admin/hash-lists/${id}/hashes`, { token: boss.token, form: fileForm("file", file) });
    expect(fromFile.status).toBe(200);
    expect(fromFile.json).toEqual({ success: true, added: 1 });

    const listed = await api(`/api/admin/hash-lists?q=${encodeURIComponent(json.hashList.name)}`, { token: boss.token });
    expect(listed.json.hashLists[0].hashCount).toBe(3);
    expect(await prisma.auditLog.count({ where: { action: "hash-list.add-hashes", targetIds: { has: id } } })).toBe(3);
  });

  it("refuses bad hashes (400, the line named), an empty list (400), a file-less form (400) and an unknown list (404)", async () => {
    const boss = await admin();
    const { json } = await createList(boss, { name: `Bad ${tag()}`, source: "s", reason: "spam" });
    const id = json.hashList._id as string;
    const bad = await addHashes(boss, id, { hashes: [randomHash(), "abc"] });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldCodes["hashes.1"]).toEqual(["PDQ_HASH_INVALID"]);
    const badLine = await apiForm(`/api/admin/hash-lists/${id}/hashes`, { token: boss.token, form: fileForm("file", `${randomHash()}\nnot-a-hash\n`) });
    expect(badLine.status).toBe(400);
    expect(badLine.json.fieldCodes["hashes.1"]).toEqual(["PDQ_HASH_INVALID"]);
    expect((await addHashes(boss, id, { hashes: [] })).json.fieldCodes.hashes).toEqual(["HASHES_REQUIRED"]);
    expect((await addHashes(boss, id, { hashes: "x".repeat(64) })).status).toBe(400);
    expect((await apiForm(`/api/admin/hash-lists/${id}/hashes`, { token: boss.token, form: fileForm("other", randomHash()) })).status).toBe(400);
    const unknown = await addHashes(boss, "6f1c7c1e-0000-4000-8000-000000000000", { hashes: [randomHash()] });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("HASH_LIST_NOT_FOUND");
    expect((await addHashes(boss, "not-an-id", { hashes: [randomHash()] })).status).toBe(404);
    expect(await prisma.listedHash.count({ where: { listId: id } })).toBe(0);
  });
});

describe("POST /api/admin/media/hash", () => {
  it("answers an image's PDQ hash and quality, stores nothing, and refuses what is not an image", async () => {
    const boss = await admin();
    const res = await apiForm("/api/admin/media/hash", { token: boss.token, form: imageForm("file", fixture("bridge-1-original.jpg"), "bridge.jpg") });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, pdq: expect.stringMatching(/^[0-9a-f]{64}$/), quality: expect.any(Number) });
    expect(hammingDistance(res.json.pdq, BRIDGE)).toBeLessThanOrEqual(16);
    expect(res.json.quality).toBeGreaterThanOrEqual(50);
    expect((await apiForm("/api/admin/media/hash", { token: boss.token, form: fileForm("file", "just text, not a picture") })).status).toBe(415);
    expect((await apiForm("/api/admin/media/hash", { token: boss.token, form: imageForm("other", fixture("q0003.jpg")) })).status).toBe(400);
  });
});

describe("uploads matching a list", () => {
  it("refuses the photo (422, a message that does not name the list), publishes nothing, quarantines the file and opens a report", async () => {
    const boss = await admin();
    const list = await listWithBridge(boss);
    const uploader = await member({ priceCents: 999 });
    const bytes = await reencodedBridge();

    const res = await post(uploader, bytes, "holiday.jpg");
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("MEDIA_BLOCKED");
    expect(res.json.message).toBe("holiday.jpg: this file cannot be published");
    expect(JSON.stringify(res.json)).not.toContain(list.name);
    expect(await prisma.post.count({ where: { authorId: uploader.id } })).toBe(0);
    expect(await prisma.media.count({ where: { ownerId: uploader.id } })).toBe(0);

    const reports = await prisma.report.findMany({ where: { targetAuthorId: uploader.id } });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ targetType: "user", targetId: uploader.id, reason: "illegal", status: "open", reporterId: null });
    const match = await prisma.hashMatch.findUniqueOrThrow({ where: { reportId: reports[0]!.id } });
    expect(match).toMatchObject({ listId: list._id, uploaderId: uploader.id, mimeType: "image/jpeg" });
    expect(match.distance).toBeLessThanOrEqual(31);
    expect(match.fileKey).toMatch(/^qr-/);

    // the moderation queue shows the list, the distance and the file; the file is the upload as sent
    const queue = await api(`/api/admin/reports?q=${reports[0]!.reference}`, { token: boss.token });
    const queued = queue.json.reports.find((r: { _id: string }) => r._id === reports[0]!.id);
    expect(queued.hashMatch).toMatchObject({ listId: list._id, listName: list.name, distance: match.distance, file: `/api/admin/reports/${reports[0]!.id}/quarantined-file` });
    const file = await fetchRaw(queued.hashMatch.file, { authorization: `Bearer ${boss.token}` });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect((await fetchRaw(queued.hashMatch.file, { authorization: `Bearer ${uploader.token}` })).status).toBe(403);

    // never served by the media routes, even through a correctly signed link
    const { signedMediaUrl } = await import("@/lib/media/signed-url");
    expect((await fetchRaw(signedMediaUrl(match.fileKey).url)).status).toBe(404);
    expect((await fetchRaw(`/api/images/${match.fileKey}`)).status).toBe(404);
  });

  it("refuses it as a chat attachment and as an avatar too, and lets an unrelated photo through", async () => {
    const boss = await admin();
    await listWithBridge(boss, "spam");
    const uploader = await member({ priceCents: 999 });
    const bytes = await reencodedBridge();

    const chat = await apiForm("/api/chat/attachments", { token: uploader.token, form: imageForm("file", bytes, "chat.jpg") });
    expect(chat.status).toBe(422);
    expect(chat.json.code).toBe("MEDIA_BLOCKED");
    const avatar = await apiForm("/api/users/profile-image", { token: uploader.token, form: imageForm("profileImage", bytes) });
    expect(avatar.status).toBe(422);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: uploader.id } })).profileImageKey).toBeNull();
    expect(await prisma.media.count({ where: { ownerId: uploader.id } })).toBe(0);
    // one report a refusal (the reason is the list's: the earliest list wins a tie, here another test's)
    expect(await prisma.report.count({ where: { targetAuthorId: uploader.id, targetType: "user" } })).toBe(2);

    const other = await post(uploader, fixture("q2821.jpg"), "other.jpg");
    expect(other.status).toBe(201);
    const okChat = await apiForm("/api/chat/attachments", { token: uploader.token, form: imageForm("file", fixture("q1050.jpg"), "fine.jpg") });
    expect(okChat.status).toBe(201);
  });

  it("a photo removed for underage joins the internal list: the same picture uploaded again is refused", async () => {
    const boss = await admin();
    const author = await member({ priceCents: 999 });
    const reporter = await member();
    const photo = fixture("q0291.jpg");
    const created = await post(author, photo, "first.jpg");
    expect(created.status).toBe(201);
    const postId = created.json.post._id as string;
    await prisma.post.update({ where: { id: postId }, data: { status: "published" } });

    const reported = await api("/api/reports", { method: "POST", token: reporter.token, body: { targetType: "post", targetId: postId, reason: "underage" }, headers: { "x-forwarded-for": randomIp() } });
    expect(reported.status).toBe(201);
    const decided = await api(`/api/admin/reports/${reported.json.report._id}/decide`, { method: "POST", token: boss.token, body: { action: "remove", reason: "Content showing a minor" } });
    expect(decided.status).toBe(200);

    const internal = await api("/api/admin/hash-lists?q=internal-underage", { token: boss.token });
    expect(internal.json.hashLists).toEqual([expect.objectContaining({ name: "internal-underage", source: "internal", reason: "underage" })]);
    expect(internal.json.hashLists[0].hashCount).toBeGreaterThanOrEqual(1);

    const someoneElse = await member({ priceCents: 999 });
    const again = await post(someoneElse, await sharp(photo).jpeg({ quality: 80 }).toBuffer(), "again.jpg");
    expect(again.status).toBe(422);
    expect(again.json.code).toBe("MEDIA_BLOCKED");
    expect(await prisma.report.count({ where: { targetAuthorId: someoneElse.id, reason: "underage" } })).toBe(1);
  });
});
