// Issue 26 points 3, 4 and 5: "Download my data" (one a day, a ZIP with the listed files and no
// other member's personal data, notification and e-mail, a signed link), the admins' member search,
// erasure and export (audited), and the retention jobs of the table's periods.
import { describe, expect, it, vi } from "vitest";
import yauzl from "yauzl";
import { api, baseUrl } from "../helpers/http";
import { mailsTo } from "../helpers/account";
import { createPost, jpeg, registerUser, subscribe, type TestUser } from "../helpers/content";
import { makeAdminById } from "../helpers/social";
import { prisma } from "../helpers/db";
import { processPendingExports } from "@/lib/privacy/export";
import { runRetention } from "@/lib/privacy/purge";

vi.setConfig({ testTimeout: 60_000 });
const DAY = 24 * 60 * 60 * 1000;

/** Waits until the member's newest export is ready (the job runs right after the request; the test runs it too). */
async function readyExport(token: string) {
  for (let i = 0; i < 60; i++) {
    await processPendingExports(new Date());
    const list = await api("/api/users/me/exports", { token });
    const newest = list.json.exports[0];
    if (newest?.status === "ready") return newest as { _id: string; status: string; url: string; expiresAt: string; createdAt: string };
    if (newest?.status === "failed") throw new Error("export failed");
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("export never became ready");
}

/** The ZIP's entries, name → bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z!))));
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream!.on("data", (c: Buffer) => chunks.push(c));
        stream!.on("end", () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return out;
}

async function download(url: string) {
  const res = await fetch(new URL(url, baseUrl()));
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A message between two members (set-up: the chat's own path is the realtime service). */
async function message(from: TestUser, to: TestUser, content: string) {
  const [a, b] = [from.id, to.id].sort();
  const conversation = await prisma.conversation.upsert({ where: { participantAId_participantBId: { participantAId: a!, participantBId: b! } }, create: { participantAId: a!, participantBId: b! }, update: {} });
  await prisma.message.create({ data: { conversationId: conversation.id, senderId: from.id, receiverId: to.id, content } });
}

describe("POST /api/users/me/export", () => {
  it("makes a ZIP with the listed files, the creator's posts and media, and no other member's e-mail; one a day", async () => {
    const star = await registerUser();
    await prisma.user.update({ where: { id: star.id }, data: { subscriptionPrice: 999 } });
    const fan = await registerUser();
    await subscribe(fan, star);
    await createPost(star, [{ bytes: await jpeg(320, 240), name: "a.jpg", type: "image/jpeg", caption: "first" }], { title: "My export post", description: "words" });
    await message(fan, star, "Hi star, from your fan");
    await message(star, fan, "Thanks!");
    await prisma.user.update({ where: { id: fan.id }, data: { displayName: "Fan Publicname" } });

    const res = await api("/api/users/me/export", { method: "POST", token: star.token });
    expect(res.status).toBe(202);
    expect(res.json.exportId).toMatch(/^[0-9a-f-]{36}$/);
    // a second one the same day: 429 with the time of the next
    const again = await api("/api/users/me/export", { method: "POST", token: star.token });
    expect(again.status).toBe(429);
    expect(again.json.code).toBe("EXPORT_LIMIT_REACHED");
    const next = Date.parse(again.json.nextExportAt);
    expect(next).toBeGreaterThan(Date.now() + DAY - 60_000);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);

    const ready = await readyExport(star.token);
    expect(ready._id).toBe(res.json.exportId);
    expect(Date.parse(ready.expiresAt) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(ready.url).toMatch(/^\/api\/users\/me\/exports\/.+\/download\?exp=\d+&sig=/);

    const zip = await download(ready.url);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe("application/zip");
    const entries = await unzip(zip.bytes);
    for (const name of ["profile.json", "subscriptions.json", "payments.json", "messages.json", "comments.json", "notifications.json", "sessions.json", "posts.json"]) {
      expect(entries.has(name), name).toBe(true);
      expect(() => JSON.parse(entries.get(name)!.toString("utf8")), name).not.toThrow();
    }
    const profile = JSON.parse(entries.get("profile.json")!.toString("utf8"));
    expect(profile.user).toMatchObject({ _id: star.id, username: star.username, email: star.email });
    const posts = JSON.parse(entries.get("posts.json")!.toString("utf8")).posts;
    expect(posts).toHaveLength(1);
    expect(posts[0].title).toBe("My export post");
    const file = posts[0].media[0].file as string;
    expect(entries.get(file)?.length).toBeGreaterThan(100);
    const messages = JSON.parse(entries.get("messages.json")!.toString("utf8")).messages;
    expect(messages.map((m: { content: string }) => m.content).sort()).toEqual(["Hi star, from your fan", "Thanks!"]);
    expect(messages.every((m: { with: { publicName: string } }) => m.with.publicName === "Fan Publicname")).toBe(true);
    // nothing of the other member but that public name
    const all = [...entries.entries()].filter(([n]) => n.endsWith(".json")).map(([, b]) => b.toString("utf8")).join("\n");
    expect(all).not.toContain(fan.email);
    expect(all).not.toContain(fan.username);
    expect(all).not.toContain(fan.id);

    // told by notification and e-mail, whose link downloads the same file
    const notes = await api("/api/notifications?limit=50", { token: star.token });
    expect(notes.json.notifications.some((n: { title: string }) => /export is ready/.test(n.title))).toBe(true);
    const [mail] = await mailsTo(star.email, 1);
    expect(mail?.text).toContain(`/api/users/me/exports/${ready._id}/download?exp=`);

    // a tampered link opens nothing; another member's list does not hold it
    expect((await download(ready.url.replace(/sig=[^&]+/, "sig=AAAA"))).status).toBe(403);
    expect((await api("/api/users/me/exports", { token: fan.token })).json.exports).toEqual([]);
  });
});

describe("admins handle requests made by e-mail or letter", () => {
  it("find a member by e-mail, erase them at once (audited); the old e-mail finds nobody; make an export for a member", async () => {
    const boss = await registerUser();
    await makeAdminById(boss.id);
    const target = await registerUser();
    const other = await registerUser();

    const found = await api(`/api/admin/users?q=${encodeURIComponent(target.email)}`, { token: boss.token });
    expect(found.status).toBe(200);
    expect(found.json.users.map((u: { _id: string }) => u._id)).toEqual([target.id]);
    // members cannot
    expect((await api(`/api/admin/users/${target.id}/erase`, { method: "POST", token: other.token, body: { reason: "x" } })).status).toBe(403);
    expect((await api(`/api/admin/users/${target.id}/erase`, { method: "POST", token: boss.token, body: {} })).status).toBe(400);

    const erased = await api(`/api/admin/users/${target.id}/erase`, { method: "POST", token: boss.token, body: { reason: "Verified request by letter, ref 2026-11" } });
    expect(erased.status).toBe(200);
    expect((await api("/api/users/me", { token: target.token })).status).toBe(401);
    expect((await api(`/api/admin/users?q=${encodeURIComponent(target.email)}`, { token: boss.token })).json.users).toEqual([]);
    expect((await api(`/api/admin/users/${target.id}/erase`, { method: "POST", token: boss.token, body: { reason: "again" } })).status).toBe(409);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "privacy.erase", targetIds: { has: target.id } } });
    expect(audit.actorId).toBe(boss.id);
    expect(JSON.stringify(audit)).not.toContain(target.email);

    const made = await api(`/api/admin/users/${other.id}/export`, { method: "POST", token: boss.token });
    expect(made.status).toBe(202);
    await processPendingExports(new Date());
    let listed = await api(`/api/admin/users/${other.id}/exports`, { token: boss.token });
    for (let i = 0; i < 40 && listed.json.exports[0]?.status !== "ready"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      listed = await api(`/api/admin/users/${other.id}/exports`, { token: boss.token });
    }
    expect(listed.json.exports[0]).toMatchObject({ _id: made.json.exportId, status: "ready", byAdmin: true });
    expect((await download(listed.json.exports[0].url)).status).toBe(200);
    expect(await prisma.auditLog.count({ where: { action: "privacy.export", targetIds: { has: other.id } } })).toBe(1);
    // the member's own limit is not spent by the admin's export
    expect((await api("/api/users/me/export", { method: "POST", token: other.token })).status).toBe(202);
  });
});

describe("retention runs by itself", () => {
  it("deletes ended sessions, strips old IP addresses, deletes old notifications and expired exports, at the table's periods", async () => {
    const m = await registerUser();
    const now = new Date();
    const old = new Date(now.getTime() - 91 * DAY);
    const ended = await prisma.session.create({ data: { userId: m.id, createdAt: old, expiresAt: new Date(old.getTime() + 30 * DAY), endedAt: old, ip: "10.1.2.3" } });
    const recentEnded = await prisma.session.create({ data: { userId: m.id, expiresAt: new Date(now.getTime() + DAY), endedAt: new Date(now.getTime() - DAY), ip: "10.1.2.4" } });
    const longLived = await prisma.session.create({ data: { userId: m.id, createdAt: old, expiresAt: new Date(now.getTime() + DAY), ip: "10.9.9.9" } });
    const oldNote = await prisma.notification.create({ data: { recipientId: m.id, type: "system", template: "text", params: { title: "old", message: "old" }, createdAt: new Date(now.getTime() - 366 * DAY) } });
    const newNote = await prisma.notification.create({ data: { recipientId: m.id, type: "system", template: "text", params: { title: "new", message: "new" } } });

    expect((await api("/api/users/me/export", { method: "POST", token: m.token })).status).toBe(202);
    const ready = await readyExport(m.token);
    expect((await download(ready.url)).status).toBe(200);

    // 8 days on: the export has expired; ended sessions past 90 days and IPs past 90 days go
    await runRetention(new Date(now.getTime() + 8 * DAY));
    expect(await prisma.session.findUnique({ where: { id: ended.id } })).toBeNull();
    expect(await prisma.session.findUnique({ where: { id: recentEnded.id } })).not.toBeNull();
    expect((await prisma.session.findUniqueOrThrow({ where: { id: longLived.id } })).ip).toBeNull();
    expect((await prisma.session.findUniqueOrThrow({ where: { id: recentEnded.id } })).ip).toBe("10.1.2.4");
    expect(await prisma.notification.findUnique({ where: { id: oldNote.id } })).toBeNull();
    expect(await prisma.notification.findUnique({ where: { id: newNote.id } })).not.toBeNull();
    const row = await prisma.dataExport.findUniqueOrThrow({ where: { id: ready._id } });
    expect(row).toMatchObject({ status: "expired", storageKey: null });
    expect((await download(ready.url)).status).toBe(404);
  });
});
