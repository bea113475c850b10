// Scheduled and expiring posts (issue 21 point 5). The access rule reads the time it is given
// (lib/access/posts.ts), so the tests move the clock two ways: the rule and the announcement job
// are called with a later `now`, and the HTTP checks move the post's times into the past, as the
// renewal tests move a subscription's period.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { kysely } from "@/lib/db/kysely";
import { apiForm, jpeg, postForm, subscribe } from "../helpers/content";
import { addCard, creator, member, notificationsOf, type TestUser } from "../helpers/social";
import { visiblePostQuery } from "@/lib/access/posts";
import { announceDuePosts } from "@/lib/posts/notify-new-post";

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

async function post(user: TestUser, fields: Record<string, string>, title = "Timed") {
  const form = postForm({ title, description: "Words" }, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }]);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return apiForm("/api/posts/exclusive-content", { token: user.token, form });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
type Post = Record<string, any>;
const ids = (posts: Post[]) => posts.map((p) => p._id);
const feedIds = async (u: TestUser) => ids((await api("/api/posts/home?limit=50", { token: u.token })).json.posts);
const profileIds = async (u: TestUser, star: TestUser) => ids((await api(`/api/posts/user-posts/${star.username}`, { token: u.token })).json.posts);
const mediaStatus = async (u: TestUser, key: string) => (await api(`/api/users/content/access/${encodeURIComponent(key)}`, { token: u.token })).status;
/** The rule's verdict on a post for a viewer at a moment (the moved clock). */
const verdict = async (viewerId: string, postId: string, at: Date) => {
  const row = await visiblePostQuery(kysely(), viewerId, postId, at).executeTakeFirst();
  return { found: row?.found === true, allowed: row?.allowed === true };
};
const newPostNotes = async (u: TestUser) => (await notificationsOf(u)).filter((n) => n.type === "new_post");

describe("scheduled posts", () => {
  it("a scheduled post is its owner's alone until its time, then everybody's it is open to; subscribers are told once, when it goes out", async () => {
    const star = await creator();
    const fan = await member();
    await subscribe(fan as never, star as never);
    const publishAt = later(2 * HOUR);
    const res = await post(star, { publishAt });
    expect(res.status).toBe(201);
    const p = res.json.post;
    expect(p).toMatchObject({ publishAt, publishedAt: publishAt, expiresAt: null, locked: false });
    const key = p.images[0].key as string;

    // now: the owner sees it (own posts, the queue, the media), the subscriber nowhere
    expect(ids((await api("/api/posts/my-posts", { token: star.token })).json.posts)).toContain(p._id);
    expect(ids((await api("/api/posts/scheduled", { token: star.token })).json.posts)).toEqual([p._id]);
    expect(await mediaStatus(star, key)).toBe(200);
    expect(await feedIds(fan)).not.toContain(p._id);
    expect(await profileIds(fan, star)).not.toContain(p._id);
    expect(await mediaStatus(fan, key)).toBe(403);
    expect((await api(`/api/posts/${p._id}/like`, { method: "POST", token: fan.token })).status).toBe(404);
    expect(await newPostNotes(fan)).toHaveLength(0);

    // the rule with a moved clock: before its time nobody else, after it the subscriber
    const at = new Date(Date.parse(publishAt) + 1000);
    expect(await verdict(fan.id, p._id, new Date())).toEqual({ found: false, allowed: false });
    expect(await verdict(fan.id, p._id, at)).toEqual({ found: true, allowed: true });
    expect(await verdict(star.id, p._id, new Date())).toEqual({ found: true, allowed: true });

    // the job before the time announces nothing; at the time, once, whatever the number of runs
    expect(await announceDuePosts(new Date())).toBe(0);
    const runs = await Promise.all([announceDuePosts(at), announceDuePosts(at), announceDuePosts(at)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const notes = await newPostNotes(fan);
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toContain("Timed");
    expect(await announceDuePosts(new Date(at.getTime() + HOUR))).toBe(0);

    // the time comes (moved into the past): the subscriber sees it, the queue no longer holds it
    const past = new Date(Date.now() - 1000);
    await prisma.post.update({ where: { id: p._id }, data: { publishAt: past, publishedAt: past } });
    expect(await feedIds(fan)).toContain(p._id);
    expect(await profileIds(fan, star)).toContain(p._id);
    expect(await mediaStatus(fan, key)).toBe(200);
    expect((await api("/api/posts/scheduled", { token: star.token })).json.posts).toEqual([]);
  });

  it("an expiring post is hidden from everyone but its owner and its buyers afterwards", async () => {
    const star = await creator();
    const sub = await member();
    const buyer = await member();
    await subscribe(sub as never, star as never);
    const expiresAt = later(HOUR);
    const res = await post(star, { expiresAt, price: "3" });
    expect(res.status).toBe(201);
    const p = res.json.post;
    expect(p).toMatchObject({ expiresAt, publishAt: null, price: 3 });
    const key = p.images[0].key as string;
    const card = await addCard(buyer.id);
    expect((await api(`/api/posts/${p._id}/purchase`, { method: "POST", token: buyer.token, body: { paymentMethod: card.id } })).status).toBe(201);

    // the moved clock: after the expiry the subscriber no longer finds it; the buyer and the owner do
    const after = new Date(Date.parse(expiresAt) + 1000);
    expect(await verdict(sub.id, p._id, new Date())).toEqual({ found: true, allowed: false });
    expect(await verdict(sub.id, p._id, after)).toEqual({ found: false, allowed: false });
    expect(await verdict(buyer.id, p._id, after)).toEqual({ found: true, allowed: true });
    expect(await verdict(star.id, p._id, after)).toEqual({ found: true, allowed: true });

    // over HTTP, once it has expired
    await prisma.post.update({ where: { id: p._id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await profileIds(sub, star)).not.toContain(p._id);
    expect(await feedIds(sub)).not.toContain(p._id);
    expect(await mediaStatus(sub, key)).toBe(403);
    expect(await mediaStatus(buyer, key)).toBe(200);
    const bought = await api("/api/users/purchases", { token: buyer.token });
    expect(bought.json.items[0].post).toMatchObject({ _id: p._id, locked: false });
    expect(await mediaStatus(star, key)).toBe(200);
    expect(ids((await api("/api/posts/my-posts", { token: star.token })).json.posts)).toContain(p._id);
    // nobody can buy it any more
    const late = await member();
    const lateCard = await addCard(late.id);
    expect((await api(`/api/posts/${p._id}/purchase`, { method: "POST", token: late.token, body: { paymentMethod: lateCard.id } })).status).toBe(404);
  });

  it("refuses times in the past, too far ahead, and an expiry before the publication", async () => {
    const star = await creator();
    for (const [fields, field] of [
      [{ publishAt: new Date(Date.now() - HOUR).toISOString() }, "publishAt"],
      [{ publishAt: later(400 * 24 * HOUR) }, "publishAt"],
      [{ publishAt: "tomorrow" }, "publishAt"],
      [{ publishAt: later(2 * HOUR), expiresAt: later(HOUR) }, "expiresAt"],
      [{ expiresAt: new Date(Date.now() - HOUR).toISOString() }, "expiresAt"],
    ] as const) {
      const res = await post(star, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json.errors[field], JSON.stringify(fields)).toBeDefined();
    }
    expect(await prisma.post.count({ where: { authorId: star.id } })).toBe(0);
  });

  it("the owner moves, publishes now or cancels a scheduled post; nobody else can, and an out post cannot be moved", async () => {
    const star = await creator();
    const fan = await member();
    await subscribe(fan as never, star as never);
    const a = (await post(star, { publishAt: later(3 * HOUR) }, "A")).json.post;
    const b = (await post(star, { publishAt: later(HOUR) }, "B")).json.post;
    const out = (await post(star, {}, "Out")).json.post;
    const other = await member();
    await post(other, { publishAt: later(HOUR) }, "Someone else's");
    expect(ids((await api("/api/posts/scheduled", { token: star.token })).json.posts)).toEqual([b._id, a._id]);

    // move A before B
    const moved = later(30 * 60 * 1000);
    const patch = await api(`/api/posts/${a._id}/schedule`, { method: "PATCH", token: star.token, body: { publishAt: moved, expiresAt: null } });
    expect(patch.status).toBe(200);
    expect(patch.json.post).toMatchObject({ _id: a._id, publishAt: moved, publishedAt: moved });
    expect(ids((await api("/api/posts/scheduled", { token: star.token })).json.posts)).toEqual([a._id, b._id]);
    const bad = await api(`/api/posts/${a._id}/schedule`, { method: "PATCH", token: star.token, body: { publishAt: new Date(Date.now() - HOUR).toISOString() } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.publishAt).toBeDefined();

    // others: 404; an out post: 409
    expect((await api(`/api/posts/${a._id}/schedule`, { method: "PATCH", token: fan.token, body: { publishAt: null } })).status).toBe(404);
    expect((await api(`/api/posts/${a._id}/schedule`, { method: "DELETE", token: fan.token })).status).toBe(404);
    const outMove = await api(`/api/posts/${out._id}/schedule`, { method: "PATCH", token: star.token, body: { publishAt: later(HOUR) } });
    expect(outMove.status).toBe(409);
    expect(outMove.json.code).toBe("POST_NOT_SCHEDULED");

    // publish B now: out at once, and subscribers are told
    const before = (await newPostNotes(fan)).length;
    const now = await api(`/api/posts/${b._id}/schedule`, { method: "PATCH", token: star.token, body: { publishAt: null } });
    expect(now.status).toBe(200);
    expect(now.json.post.publishAt).toBeNull();
    expect(await feedIds(fan)).toContain(b._id);
    expect((await newPostNotes(fan)).length).toBe(before + 1);

    // cancel A: the post is gone, its medium stays the creator's
    const mediaId = a.images[0]._id as string;
    const del = await api(`/api/posts/${a._id}/schedule`, { method: "DELETE", token: star.token });
    expect(del.status).toBe(200);
    expect(await prisma.post.findUnique({ where: { id: a._id } })).toBeNull();
    expect(await prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).toMatchObject({ ownerId: star.id, postId: null });
    expect((await api("/api/posts/scheduled", { token: star.token })).json.posts).toEqual([]);
  });
});
