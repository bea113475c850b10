// Review before publication (issue 19, point 3): an untrusted creator's post waits in the review
// queue, visible to its owner only, until an admin approves (published, subscribers notified then)
// or rejects it with a reason (the creator is told, in their language); trusted creators publish at
// once and a sample of their posts is checked afterwards. The server runs with the defaults
// (MODERATION_MODE=pre, MODERATION_SAMPLE_PERCENT=10).
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, registerUser, subscribe, type TestUser } from "../helpers/content";
import { mailsTo } from "../helpers/account";
import { makeAdminById, setPrice } from "../helpers/social";
import { refreshCreatorStats } from "@/lib/discovery/stats";
import { sampledForReview } from "@/lib/posts/publication";

async function admin(): Promise<TestUser> {
  const a = await registerUser();
  await makeAdminById(a.id);
  return a;
}

const queue = (token: string, query = "") => api(`/api/admin/reviews?${query}`, { token });
const approve = (token: string, postId: string) => api(`/api/admin/reviews/${postId}/approve`, { method: "POST", token });
const reject = (token: string, postId: string, body: unknown) => api(`/api/admin/reviews/${postId}/reject`, { method: "POST", token, body });
const newPostNotices = (userId: string) => prisma.notification.count({ where: { recipientId: userId, type: "new_post" } });
const auditRows = (action: string, targetId: string) => prisma.auditLog.findMany({ where: { action, targetIds: { has: targetId } } });

/** Everything a non-owner can reach of a creator's posts: feed, their post list, profile count, media, search, discovery. */
async function whatOthersSee(viewer: TestUser | null, creator: TestUser, post: { _id: string; title: string; images: { key: string }[] }) {
  const token = viewer?.token;
  const feed = await api("/api/posts/home?limit=50", { token });
  const list = await api(`/api/posts/user-posts/${creator.username}`, { token });
  const profile = await api(`/api/users/${creator.username}`, { token });
  const media = await api(`/api/users/content/access/${post.images[0]!.key}`, { token });
  const search = await api(`/api/users/search?q=${creator.username}`, { token });
  expect(JSON.stringify(search.json), "the creator is found by search").toContain(creator.username);
  await refreshCreatorStats(new Date(), { wait: true });
  let inDiscovery: { postCount: number } | undefined;
  for (let page = 1; page <= 40 && !inDiscovery; page++) {
    const trending = await api(`/api/users/discover/trending?limit=50&page=${page}`, { token });
    const creators: { username: string; postCount: number }[] = trending.json.creators ?? [];
    inDiscovery = creators.find((u) => u.username === creator.username);
    if (creators.length < 50) break;
  }
  expect(inDiscovery, "the creator is listed in discovery").toBeTruthy();
  return {
    inFeed: JSON.stringify(feed.json).includes(post._id),
    inList: list.status === 200 && JSON.stringify(list.json).includes(post._id),
    postCount: profile.json.postCount ?? profile.json.user?.postCount,
    mediaStatus: media.status,
    leaksInSearch: JSON.stringify(search.json).includes(post.title),
    discoveryPostCount: inDiscovery?.postCount ?? 0,
  };
}

describe("review before publication (MODERATION_MODE=pre)", () => {
  it("an untrusted creator's post waits, seen by its owner only as in_review; no one is notified yet", async () => {
    const creator = await registerUser({ untrusted: true });
    await setPrice(creator.id, 999);
    const fan = await registerUser();
    const stranger = await registerUser();
    await subscribe(fan, creator);
    const res = await api("/api/posts/exclusive-content", {
      token: creator.token,
      form: (() => {
        const f = new FormData();
        f.append("title", "Waiting post");
        f.append("description", "Not yet public");
        return f;
      })(),
    });
    expect(res.status).toBe(400); // still validated as before (no media)

    const post = await createPost(creator, undefined, { title: "Waiting post", description: "Not yet public" });
    expect(post.status).toBe("in_review");

    // the owner sees it, labelled, in their own lists
    const mine = await api("/api/posts/my-posts", { token: creator.token });
    expect(mine.json.posts.find((p: { _id: string }) => p._id === post._id)).toMatchObject({ status: "in_review", title: "Waiting post" });
    const ownList = await api(`/api/posts/user-posts/${creator.username}`, { token: creator.token });
    expect(ownList.json.posts.map((p: { _id: string }) => p._id)).toContain(post._id);
    expect((await api(`/api/users/content/access/${post.images[0].key}`, { token: creator.token })).status).toBe(200);

    // nobody else: not the subscriber, not a stranger, not an anonymous visitor
    for (const viewer of [fan, stranger, null]) {
      const seen = await whatOthersSee(viewer, creator, post);
      expect(seen, viewer?.username ?? "anonymous").toMatchObject({ inFeed: false, inList: false, postCount: 0, leaksInSearch: false, discoveryPostCount: 0 });
      expect(viewer ? [403, 404] : [401], viewer?.username ?? "anonymous").toContain(seen.mediaStatus);
    }
    expect((await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token })).status).toBe(404);
    // the new-post notification waits for the approval
    await new Promise((r) => setTimeout(r, 300));
    expect(await newPostNotices(fan.id)).toBe(0);
  });

  it("the queue lists waiting posts oldest first with their media and author; approval publishes and notifies subscribers", async () => {
    const boss = await admin();
    const creator = await registerUser({ untrusted: true });
    const fan = await registerUser();
    await subscribe(fan, creator);
    const first = await createPost(creator, undefined, { title: "First in line", description: "one" });
    const second = await createPost(creator, undefined, { title: "Second in line", description: "two" });

    const page = await queue(boss.token, `q=${creator.username}`);
    expect(page.status).toBe(200);
    expect(page.json.reviews.map((r: { postId: string }) => r.postId)).toEqual([first._id, second._id]);
    const item = page.json.reviews[0];
    expect(item).toMatchObject({ kind: "pre", status: "pending", reason: null, post: { _id: first._id, status: "in_review", title: "First in line" } });
    expect(item.author).toMatchObject({ _id: creator.id, username: creator.username, trusted: false, repeatInfringer: false });
    // the admin opens the media through the signed link
    const media = await fetch(new URL(item.post.media[0].url, process.env.TEST_BASE_URL));
    expect(media.status).toBe(200);
    expect(page.json.counts.pendingReviews).toBeGreaterThanOrEqual(2);
    expect(page.json.pagination).toMatchObject({ page: 1, total: 2 });
    expect((await queue(boss.token, `q=${creator.username}&limit=1&page=2`)).json.reviews.map((r: { postId: string }) => r.postId)).toEqual([second._id]);

    const before = Date.now();
    const approved = await approve(boss.token, first._id);
    expect(approved.status).toBe(200);
    expect(approved.json.review).toMatchObject({ status: "approved", post: { status: "published" } });
    expect(new Date(approved.json.review.post.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await newPostNotices(fan.id)).toBe(1);
    const feed = await api("/api/posts/home?limit=50", { token: fan.token });
    expect(feed.json.posts.map((p: { _id: string }) => p._id)).toContain(first._id);
    expect(feed.json.posts.map((p: { _id: string }) => p._id)).not.toContain(second._id);
    expect((await api(`/api/users/content/access/${first.images[0].key}`, { token: fan.token })).status).toBe(200);

    expect((await approve(boss.token, first._id)).status).toBe(409);
    const audit = await auditRows("review.approve", first._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: boss.id, targetType: "post", after: { status: "published", review: "approved" } });
  });

  it("a rejection keeps the post hidden and tells the creator the reason verbatim, in their language", async () => {
    const boss = await admin();
    const creator = await registerUser({ untrusted: true });
    await setPrice(creator.id, 999);
    const fan = await registerUser();
    await subscribe(fan, creator);
    expect((await api("/api/users/locale", { method: "PUT", token: creator.token, body: { locale: "fr" } })).status).toBe(200);
    const post = await createPost(creator, undefined, { title: "Refused", description: "no" });

    const bad = await reject(boss.token, post._id, { reason: "   " });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.reason).toBeTruthy();
    const reason = "Le visage d'une tierce personne est visible sans consentement.";
    const res = await reject(boss.token, post._id, { reason });
    expect(res.status).toBe(200);
    expect(res.json.review).toMatchObject({ status: "rejected", reason, post: { status: "rejected", moderationReason: reason } });

    // the notification as the creator reads it (stored as a template with its values, said in their language)
    const notes: { title: string; message: string }[] = (await api("/api/notifications?type=system&limit=50", { token: creator.token })).json.notifications;
    expect(notes.some((n) => n.title === "Votre publication n'a pas été approuvée" && n.message.includes(reason))).toBe(true);
    const [mail] = await mailsTo(creator.email, 1);
    expect(mail?.subject).toContain("Votre publication n'a pas été approuvée");
    expect(mail?.text).toContain(reason);
    // a change of language changes the old notification too: in Tunisian now, not in Arabic
    expect((await api("/api/users/locale", { method: "PUT", token: creator.token, body: { locale: "tn" } })).status).toBe(200);
    const inTunisian: { title: string; message: string }[] = (await api("/api/notifications?type=system&limit=50", { token: creator.token })).json.notifications;
    expect(inTunisian.some((n) => n.title === "منشورك ما تقبلش" && n.message.includes(reason))).toBe(true);

    const seen = await whatOthersSee(fan, creator, post);
    expect(seen).toMatchObject({ inFeed: false, inList: false, postCount: 0 });
    expect([403, 404]).toContain(seen.mediaStatus);
    expect((await api("/api/posts/my-posts", { token: creator.token })).json.posts[0]).toMatchObject({ _id: post._id, status: "rejected" });
    expect(await newPostNotices(fan.id)).toBe(0);
    expect((await approve(boss.token, post._id)).status).toBe(409);
    expect(await auditRows("review.reject", post._id)).toHaveLength(1);
  });

  it("trusted creators publish at once; the sample lands in the queue as sampled; rejecting one takes it down", async () => {
    const boss = await admin();
    const creator = await registerUser(); // trusted
    await setPrice(creator.id, 999);
    const fan = await registerUser();
    await subscribe(fan, creator);
    const posts = [];
    for (let i = 0; i < 6; i++) posts.push(await createPost(creator, undefined, { title: `Trusted ${i}`, description: "at once" }));
    expect(posts.every((p) => p.status === "published")).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await newPostNotices(fan.id)).toBe(6);

    const queued = (await queue(boss.token, `q=${creator.username}`)).json.reviews;
    const expected = posts.filter((p) => sampledForReview(p._id, 10)).map((p) => p._id);
    expect(queued.map((r: { postId: string }) => r.postId)).toEqual(expected);
    expect(queued.every((r: { kind: string; post: { status: string } }) => r.kind === "sampled" && r.post.status === "published")).toBe(true);

    // a sampled post (set up directly for a deterministic test) that is rejected is taken down
    const target = posts[0]!;
    await prisma.postReview.upsert({ where: { postId: target._id }, create: { postId: target._id, kind: "sampled" }, update: {} });
    const res = await reject(boss.token, target._id, { reason: "Watermark of another site" });
    expect(res.status).toBe(200);
    expect(res.json.review.post).toMatchObject({ status: "removed", moderationReason: "Watermark of another site" });
    const seen = await whatOthersSee(fan, creator, target);
    expect(seen.inFeed).toBe(false);
    expect(seen.inList).toBe(false);
    expect(seen.postCount).toBe(5);
    expect([403, 404]).toContain(seen.mediaStatus);
  });

  it("an admin marks a creator trusted (exact contract), audited; their next post publishes at once", async () => {
    const boss = await admin();
    const creator = await registerUser({ untrusted: true });
    const trust = (token: string, userId: string, body: unknown) => api(`/api/admin/users/${userId}/trust`, { method: "POST", token, body });

    expect((await trust(creator.token, creator.id, { trusted: true })).status).toBe(403);
    expect((await api(`/api/admin/users/${creator.id}/trust`, { method: "POST", body: { trusted: true } })).status).toBe(401);
    const bad = await trust(boss.token, creator.id, { trusted: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.trusted).toBeTruthy();
    expect((await trust(boss.token, "not-a-uuid", { trusted: true })).status).toBe(404);

    const res = await trust(boss.token, creator.id, { trusted: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, user: { _id: creator.id, username: creator.username, trusted: true } });
    expect((await createPost(creator)).status).toBe("published");
    expect(await auditRows("user.trust", creator.id)).toHaveLength(1);

    expect((await trust(boss.token, creator.id, { trusted: false })).json.user).toMatchObject({ trusted: false, trustedAt: null });
    expect((await createPost(creator)).status).toBe("in_review");
    expect(await auditRows("user.untrust", creator.id)).toHaveLength(1);
  });

  it("the queue is admin only and validates its query", async () => {
    const boss = await admin();
    const member = await registerUser();
    expect((await queue(member.token)).status).toBe(403);
    expect((await api("/api/admin/reviews")).status).toBe(401);
    const bad = await queue(boss.token, "status=lost");
    expect(bad.status).toBe(400);
    expect(bad.json.errors.status).toBeTruthy();
    expect((await approve(boss.token, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await approve(boss.token, "nope")).status).toBe(404);
  });
});
