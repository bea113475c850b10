// Member blocks (issue 19, point 8; decision 038): a blocked member cannot see the blocker's
// profile or posts, message, comment, tip or subscribe; subscriptions between them stop renewing.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost } from "../helpers/content";
import { addCard, creator as newCreator, member, subscribeTo, type TestUser } from "../helpers/social";
import { sendMessage } from "@/lib/chat/send";
import { notifyNewPost } from "@/lib/posts/notify-new-post";

const block = (who: TestUser, username: string, method: "POST" | "DELETE" = "POST") => api(`/api/users/${username}/block`, { method, token: who.token });
const subscriptionOf = (subscriberId: string, creatorId: string) =>
  prisma.subscription.findUnique({ where: { subscriberId_creatorId: { subscriberId, creatorId } }, select: { status: true, autoRenew: true, cancelledAt: true } });
const asContentUser = (u: TestUser) => ({ ...u, email: "" });

describe("POST/DELETE /api/users/{username}/block and GET /api/users/blocks", () => {
  it("blocks, lists and unblocks; idempotent both ways", async () => {
    const a = await member();
    const b = await member();
    const first = await block(a, b.username);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, blocked: true });
    expect((await block(a, b.username)).status).toBe(200);
    const list = await api("/api/users/blocks", { token: a.token });
    expect(list.status).toBe(200);
    expect(list.json.blocks).toHaveLength(1);
    expect(list.json.blocks[0].user).toMatchObject({ _id: b.id, username: b.username });
    expect(list.json.pagination).toMatchObject({ page: 1, total: 1, hasNext: false });
    // the blocked member's own list is theirs only
    expect((await api("/api/users/blocks", { token: b.token })).json.blocks).toEqual([]);
    const un = await block(a, b.username, "DELETE");
    expect(un.json).toMatchObject({ success: true, blocked: false });
    expect((await block(a, b.username, "DELETE")).status).toBe(200);
    expect((await api("/api/users/blocks", { token: a.token })).json.blocks).toEqual([]);
  });

  it("refuses yourself (400), unknown members (404) and anonymous callers (401)", async () => {
    const a = await member();
    expect((await block(a, a.username)).status).toBe(400);
    expect((await block(a, "nobody_here_zz")).status).toBe(404);
    expect((await block(a, "nobody_here_zz", "DELETE")).status).toBe(404);
    expect((await api(`/api/users/${a.username}/block`, { method: "POST" })).status).toBe(401);
    expect((await api("/api/users/blocks")).status).toBe(401);
  });
});

describe("what a block stops", () => {
  it("the blocked fan loses the profile, posts, media, comments, likes, messages, tips and the subscription; unblocking restores", async () => {
    const star = await newCreator(999);
    const fan = await member();
    const post = await createPost(asContentUser(star));
    const key = post.images[0].key as string;
    const sub = await subscribeTo(fan, star.id);
    expect(sub.status).toBe(201);
    expect(await subscriptionOf(fan.id, star.id)).toMatchObject({ status: "active", autoRenew: true });
    // before: everything open
    expect((await api(`/api/posts/user-posts/${star.username}`, { token: fan.token })).status).toBe(200);
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "lovely" } })).status).toBe(201);
    await sendMessage({ senderId: fan.id, receiverId: star.id, content: "hello" });

    expect((await block(star, fan.username)).status).toBe(200);

    // the subscription is cancelled without renewal, at once
    const after = await subscriptionOf(fan.id, star.id);
    expect(after).toMatchObject({ status: "cancelled", autoRenew: false });
    expect(after?.cancelledAt).toBeInstanceOf(Date);

    // the profile and content are gone for the fan (404, as for an unknown user), not for others
    const profile = await api(`/api/users/profile/${star.username}`, { token: fan.token });
    expect(profile.status).toBe(404);
    expect((await api(`/api/users/profile/${star.username}`)).status).toBe(200);
    const posts = await api(`/api/posts/user-posts/${star.username}`, { token: fan.token });
    expect(posts.status).toBe(404);
    expect(JSON.stringify(posts.json)).not.toContain(key);
    expect((await api(`/api/users/content/access/${key}`, { token: fan.token })).status).toBe(404);
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "again" } })).status).toBe(404);
    expect((await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token })).status).toBe(404);
    const feed = await api("/api/posts/home?limit=50", { token: fan.token });
    expect(feed.json.posts.some((p: { _id: string }) => p._id === post._id)).toBe(false);
    const search = await api(`/api/users/search?q=${star.username}`, { token: fan.token });
    expect(search.json.users).toEqual([]);
    // the paid period still runs, but the blocker's new posts are not announced to the blocked fan
    await notifyNewPost({ authorId: star.id, title: "After the block" });
    expect(await prisma.notification.count({ where: { recipientId: fan.id, type: "new_post" } })).toBe(0);

    // no messages either way, replies in the existing conversation included
    await expect(sendMessage({ senderId: fan.id, receiverId: star.id, content: "why?" })).rejects.toMatchObject({ status: 403, code: "MEMBER_BLOCKED" });
    await expect(sendMessage({ senderId: star.id, receiverId: fan.id, content: "bye" })).rejects.toMatchObject({ status: 403 });
    const conv = await prisma.conversation.findFirst({ where: { OR: [{ participantAId: fan.id }, { participantBId: fan.id }] }, select: { id: true } });
    await expect(sendMessage({ senderId: fan.id, receiverId: star.id, content: "still?", conversationId: conv!.id })).rejects.toMatchObject({ status: 403 });
    expect(await prisma.message.count({ where: { conversationId: conv!.id } })).toBe(1);

    // no tips, no new subscription
    const card = await addCard(fan.id);
    const tip = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: card.id } });
    expect(tip.status).toBe(404);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(404);
    // the blocker is told to unblock first
    const starCard = await addCard(star.id);
    const back = await api("/api/tips", { method: "POST", token: star.token, body: { recipientUsername: fan.username, amount: 5, cardId: starCard.id } });
    expect(back.status).toBe(403);
    expect(back.json.code).toBe("MEMBER_BLOCKED");
    expect(await prisma.tip.count({ where: { OR: [{ senderId: fan.id }, { senderId: star.id }] } })).toBe(0);

    // unblocking restores the profile and messaging; the subscription stays cancelled
    expect((await block(star, fan.username, "DELETE")).status).toBe(200);
    expect((await api(`/api/users/profile/${star.username}`, { token: fan.token })).status).toBe(200);
    expect((await sendMessage({ senderId: fan.id, receiverId: star.id, content: "thanks" })).content).toBe("thanks");
    expect(await subscriptionOf(fan.id, star.id)).toMatchObject({ status: "cancelled", autoRenew: false });
  });

  it("a block by the fan stops their subscription's renewal too, and neither can start a conversation", async () => {
    const star = await newCreator(500);
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    expect((await block(fan, star.username)).status).toBe(200);
    expect(await subscriptionOf(fan.id, star.id)).toMatchObject({ status: "cancelled", autoRenew: false });
    const start = await api("/api/chat/conversations", { method: "POST", token: fan.token, body: { username: star.username } });
    expect(start.status).toBe(403);
    expect(start.json.code).toBe("MEMBER_BLOCKED");
    const other = await api("/api/chat/conversations", { method: "POST", token: star.token, body: { username: fan.username } });
    expect(other.status).toBe(403);
  });
});
