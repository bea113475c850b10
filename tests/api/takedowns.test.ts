// Takedown notices (issue 19, point 9) and the audit log's read side (point 10): anyone files a
// notice through POST /api/takedowns; an admin upholds it (the named posts are taken down, the
// creator is told with the counter-notice path, the claimant e-mailed) or rejects it; the creator
// may answer once with a counter-notice, after which an admin may restore. Two upheld notices make
// a repeat infringer. Every admin action is in GET /api/admin/audit-log.
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, registerUser, subscribe, type TestUser } from "../helpers/content";
import { mailsTo, randomIp } from "../helpers/account";
import { makeAdminById, setPrice } from "../helpers/social";

async function admin(): Promise<TestUser> {
  const a = await registerUser();
  await makeAdminById(a.id);
  return a;
}

const site = (path: string) => new URL(path, baseUrl()).toString();
const postUrl = (creator: TestUser, postId: string, locale = "en") => site(`/${locale}/profile/${creator.username}?post=${postId}`);
let claimantNo = 0;

function notice(urls: string[], extra: Record<string, unknown> = {}) {
  claimantNo += 1;
  return {
    claimantName: "Studio Lumière",
    email: `rights${claimantNo}.${Date.now()}@studio.example`,
    urls,
    description: "These photos are from our catalogue, published without a licence.",
    statement: true,
    signature: "Claire Dupont",
    ...extra,
  };
}

const file = (body: unknown, ip = randomIp()) => api("/api/takedowns", { method: "POST", body, headers: { "x-forwarded-for": ip } });
const decide = (token: string, id: string, body: unknown) => api(`/api/admin/takedowns/${id}/decide`, { method: "POST", token, body });

async function creatorWithPost(title = "Borrowed photo") {
  const creator = await registerUser();
  await setPrice(creator.id, 999);
  const post = await createPost(creator, undefined, { title, description: "pic" });
  return { creator, post };
}

describe("POST /api/takedowns (the /dmca form)", () => {
  it("takes a notice without sign-in: 201 with a reference; the admin queue shows what it names", async () => {
    const boss = await admin();
    const { creator, post } = await creatorWithPost();
    const body = notice([postUrl(creator, post._id), site(`/profile/${creator.username}`)]);
    const res = await file(body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, reference: expect.stringMatching(/^TD-[A-Z0-9]{8}$/), takedown: { status: "open" } });

    const list = await api(`/api/admin/takedowns?q=${res.json.reference}`, { token: boss.token });
    expect(list.status).toBe(200);
    expect(list.json.takedowns).toHaveLength(1);
    expect(list.json.takedowns[0]).toMatchObject({
      _id: res.json.takedown._id,
      status: "open",
      claimantName: "Studio Lumière",
      email: body.email,
      signature: "Claire Dupont",
      repeatInfringer: false,
      counterNotice: null,
    });
    expect(list.json.takedowns[0].items).toEqual([
      expect.objectContaining({ url: body.urls[0], post: { _id: post._id, title: "Borrowed photo", status: "published" }, creator: expect.objectContaining({ _id: creator.id }) }),
      expect.objectContaining({ url: body.urls[1], post: null, creator: expect.objectContaining({ username: creator.username }) }),
    ]);
    expect((await api("/api/admin/takedowns", { token: creator.token })).status).toBe(403);
    expect((await api("/api/admin/takedowns")).status).toBe(401);
  });

  it("refuses bad input with field errors (never a 500), and other sites' or unknown addresses", async () => {
    const { creator, post } = await creatorWithPost();
    const good = notice([postUrl(creator, post._id)]);
    const cases: [unknown, string][] = [
      [{ ...good, statement: false }, "statement"],
      [{ ...good, statement: "true" }, "statement"],
      [{ ...good, email: "nope" }, "email"],
      [{ ...good, urls: [] }, "urls"],
      [{ ...good, urls: ["not a url"] }, "urls.0"],
      [{ ...good, signature: "" }, "signature"],
      [{ ...good, description: "short" }, "description"],
      [{ ...good, urls: ["https://elsewhere.example/profile/x"] }, "urls.0"],
      [{ ...good, urls: [postUrl(creator, post._id), site("/profile/nobody-here-at-all")] }, "urls.1"],
      [{ ...good, urls: [site(`/profile/${creator.username}?post=00000000-0000-4000-8000-000000000000`)] }, "urls.0"],
      [{ ...good, urls: [site("/discover")] }, "urls.0"],
      [{ ...good, urls: [site("/profile/%zz")] }, "urls.0"],
    ];
    for (const [body, field] of cases) {
      const res = await file(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.errors ?? {}), field).toContain(field);
    }
    expect((await api("/api/takedowns", { method: "POST", rawBody: "{", headers: { "content-type": "application/json", "x-forwarded-for": randomIp() } })).status).toBe(400);
    expect(await prisma.takedown.count({ where: { items: { some: { postId: post._id } } } })).toBe(0);
  });

  it("is rate limited per client", async () => {
    const { creator, post } = await creatorWithPost();
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await file(notice([postUrl(creator, post._id)]), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("deciding a notice", () => {
  it("remove: the post disappears for everyone but its owner; creator and claimant are told; a counter-notice, then a restore", async () => {
    const boss = await admin();
    const { creator, post } = await creatorWithPost("Catalogue shot");
    const fan = await registerUser();
    await subscribe(fan, creator);
    await api("/api/users/locale", { method: "PUT", token: creator.token, body: { locale: "en" } });
    const body = notice([postUrl(creator, post._id, "fr")]);
    const filed = await file(body);
    const id = filed.json.takedown._id as string;

    expect((await decide(boss.token, id, { action: "erase", reason: "x" })).status).toBe(400);
    const noReason = await decide(boss.token, id, { action: "remove" });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors.reason).toBeTruthy();

    const reason = "The claimant showed the original files with their dates.";
    const res = await decide(boss.token, id, { action: "remove", reason });
    expect(res.status).toBe(200);
    expect(res.json.takedown).toMatchObject({ status: "removed", decisionReason: reason });
    expect(res.json.takedown.items[0].post).toMatchObject({ _id: post._id, status: "removed" });
    expect((await decide(boss.token, id, { action: "reject", reason })).status).toBe(409);

    // gone for the subscriber: feed, the creator's list, media; the owner still sees it as removed
    const feed = await api("/api/posts/home?limit=50", { token: fan.token });
    expect(JSON.stringify(feed.json)).not.toContain(post._id);
    expect(JSON.stringify((await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token })).json)).not.toContain(post._id);
    expect([403, 404]).toContain((await api(`/api/users/content/access/${post.images[0].key}`, { token: fan.token })).status);
    expect((await api(`/api/users/${creator.username}`)).json.user.postCount).toBe(0);
    const own = await api("/api/posts/my-posts", { token: creator.token });
    expect(own.json.posts[0]).toMatchObject({ _id: post._id, status: "removed" });

    // the creator's statement (reason verbatim, counter-notice path) and the claimant's outcome
    // as the creator reads it (newest first)
    const note: { message: string; actionUrl: string | null } | undefined = (await api("/api/notifications?type=system", { token: creator.token })).json.notifications[0];
    expect(note?.message).toContain(reason);
    expect(note?.actionUrl).toBe(`/dmca?counter=${id}`);
    const [creatorMail] = await mailsTo(creator.email, 1);
    expect(creatorMail?.text).toContain(reason);
    expect(creatorMail?.text).toContain(`/en/dmca?counter=${id}`);
    const [claimantMail] = await mailsTo(body.email, 1);
    expect(claimantMail?.text).toContain("was upheld");
    expect(claimantMail?.text).toContain(reason);

    // the counter-notice: only the affected creator, once
    const counter = { message: "I shot these photos myself; the originals are on my camera.", statement: true, signature: "Nour Ben Ali" };
    const counterOf = (token: string | undefined, b: unknown = counter) => api(`/api/takedowns/${id}/counter-notice`, { method: "POST", token, body: b });
    expect((await counterOf(undefined)).status).toBe(401);
    expect((await counterOf(fan.token)).status).toBe(404);
    const badCounter = await counterOf(creator.token, { ...counter, statement: false });
    expect(badCounter.status).toBe(400);
    expect(badCounter.json.errors.statement).toBeTruthy();
    const sent = await counterOf(creator.token);
    expect(sent.status).toBe(201);
    expect(sent.json.takedown.counterNotice).toMatchObject({ message: counter.message, signature: "Nour Ben Ali" });
    expect((await counterOf(creator.token)).status).toBe(409);
    expect((await mailsTo(body.email, 2)).some((m) => m.text.includes(counter.message))).toBe(true);

    // the restore brings the post back
    const restored = await api(`/api/admin/takedowns/${id}/restore`, { method: "POST", token: boss.token, body: { reason: "The counter-notice is convincing" } });
    expect(restored.status).toBe(200);
    expect(restored.json.takedown).toMatchObject({ status: "restored", restoreReason: "The counter-notice is convincing", counterNotice: { signature: "Nour Ben Ali" } });
    expect(JSON.stringify((await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token })).json)).toContain(post._id);
    expect((await api(`/api/admin/takedowns/${id}/restore`, { method: "POST", token: boss.token, body: { reason: "again" } })).status).toBe(409);
    expect((await mailsTo(body.email, 3)).some((m) => m.text.includes("was restored"))).toBe(true);

    // each admin action is audited, and the audit log reads it back
    const log = await api(`/api/admin/audit-log?q=${id}`, { token: boss.token });
    expect(log.status).toBe(200);
    expect(log.json.entries.map((e: { action: string }) => e.action)).toEqual(["takedown.restore", "takedown.remove"]);
    expect(log.json.entries[1]).toMatchObject({
      actor: { _id: boss.id, username: boss.username },
      targetType: "takedown",
      targetIds: expect.arrayContaining([id, post._id, creator.id]),
      before: { status: "open" },
      after: { status: "removed", reason },
    });
  });

  it("reject leaves the content online and tells the claimant; a restore without a counter-notice is 409", async () => {
    const boss = await admin();
    const { creator, post } = await creatorWithPost();
    const body = notice([postUrl(creator, post._id)]);
    const id = (await file(body)).json.takedown._id as string;
    expect((await api(`/api/admin/takedowns/${id}/restore`, { method: "POST", token: boss.token, body: { reason: "r" } })).status).toBe(409);
    const res = await decide(boss.token, id, { action: "reject", reason: "No proof of ownership" });
    expect(res.json.takedown).toMatchObject({ status: "rejected" });
    expect(res.json.takedown.items[0].post.status).toBe("published");
    const [mail] = await mailsTo(body.email, 1);
    expect(mail?.text).toContain("was not upheld");
    expect(mail?.text).toContain("No proof of ownership");
    expect((await api(`/api/takedowns/${id}/counter-notice`, { method: "POST", token: creator.token, body: { message: "nothing to answer here", statement: true, signature: "Me Me" } })).status).toBe(409);
    expect((await api(`/api/admin/takedowns?status=rejected&q=${creator.username}`, { token: boss.token })).json.takedowns.map((t: { _id: string }) => t._id)).toEqual([id]);
  });

  it("tells the claimant every outcome in the language they filed the notice in", async () => {
    const boss = await admin();
    const { creator, post } = await creatorWithPost();
    const body = notice([postUrl(creator, post._id)]);
    const filed = await api("/api/takedowns", { method: "POST", body, headers: { "x-forwarded-for": randomIp(), "accept-language": "fr-FR,fr;q=0.9" } });
    expect(filed.status).toBe(201);
    await decide(boss.token, filed.json.takedown._id, { action: "reject", reason: "Aucune preuve de propriété" });
    const [mail] = await mailsTo(body.email, 1);
    expect(mail?.subject).toContain("Notification de droit d'auteur");
    expect(mail?.text).toContain("n'a pas été retenue");
    expect(mail?.text).toContain("Aucune preuve de propriété");
    expect(mail?.text).not.toContain("was not upheld");

    // the default language of the site when the claimant's browser names none of ours
    const tn = notice([postUrl(creator, post._id)]);
    const second = await api("/api/takedowns", { method: "POST", body: tn, headers: { "x-forwarded-for": randomIp(), "accept-language": "ja" } });
    await decide(boss.token, second.json.takedown._id, { action: "reject", reason: "ما فماش دليل" });
    const [tunisian] = await mailsTo(tn.email, 1);
    expect(tunisian?.text).toContain("ما تقبلش");
  });

  it("a creator with two upheld notices is flagged a repeat infringer", async () => {
    const boss = await admin();
    const { creator, post } = await creatorWithPost("First");
    const second = await createPost(creator, undefined, { title: "Second", description: "x" });
    const third = await createPost(creator, undefined, { title: "Third", description: "x" });
    const ids: string[] = [];
    for (const p of [post, second, third]) ids.push((await file(notice([postUrl(creator, p._id)]))).json.takedown._id);
    await decide(boss.token, ids[0]!, { action: "remove", reason: "upheld one" });
    const open = async () => (await api(`/api/admin/takedowns?status=open&q=${creator.username}`, { token: boss.token })).json.takedowns;
    expect((await open()).map((t: { repeatInfringer: boolean }) => t.repeatInfringer)).toEqual([false, false]);
    await decide(boss.token, ids[1]!, { action: "remove", reason: "upheld two" });
    const [last] = await open();
    expect(last).toMatchObject({ _id: ids[2], repeatInfringer: true });
    expect(last.items[0].creator).toMatchObject({ _id: creator.id, repeatInfringer: true });
  });
});

describe("GET /api/admin/audit-log", () => {
  it("newest first, filtered by action family, actor and target; admin only", async () => {
    const boss = await admin();
    const creator = await registerUser({ untrusted: true });
    const trust = (trusted: boolean) => api(`/api/admin/users/${creator.id}/trust`, { method: "POST", token: boss.token, body: { trusted } });
    await trust(true);
    await trust(false);
    const byTarget = await api(`/api/admin/audit-log?q=${creator.id}`, { token: boss.token });
    expect(byTarget.json.entries.map((e: { action: string }) => e.action)).toEqual(["user.untrust", "user.trust"]);
    expect(byTarget.json.entries[0]).toMatchObject({ before: { trusted: true }, after: { trusted: false }, targetIds: [creator.id] });
    expect(new Date(byTarget.json.entries[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(byTarget.json.entries[1].createdAt).getTime());
    const family = await api(`/api/admin/audit-log?action=user&actor=${boss.username}`, { token: boss.token });
    expect(family.json.entries).toHaveLength(2);
    const exact = await api(`/api/admin/audit-log?action=user.trust&actor=${boss.username}`, { token: boss.token });
    expect(exact.json.entries.map((e: { action: string }) => e.action)).toEqual(["user.trust"]);
    expect(exact.json.pagination).toMatchObject({ total: 1, page: 1 });
    expect((await api("/api/admin/audit-log", { token: creator.token })).status).toBe(403);
    expect((await api("/api/admin/audit-log?page=zero", { token: boss.token })).status).toBe(400);
  });
});
