import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, registerUser, subscribe } from "../helpers/content";

describe("POST /api/posts/{postId}/like", () => {
  it("toggles: like then unlike, answering isLiked and likeCount; notifies the author once", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const post = await createPost(creator);
    const on = await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ isLiked: true, likeCount: 1 });
    const feed = await api("/api/posts/home", { token: fan.token });
    expect(feed.json.posts.find((p: { _id: string }) => p._id === post._id)).toMatchObject({ isLiked: true, likeCount: 1 });
    const off = await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token });
    expect(off.json).toMatchObject({ isLiked: false, likeCount: 0 });
    const notes = await prisma.notification.findMany({ where: { recipientId: creator.id, type: "post_like" } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ senderId: fan.id, template: "post_like", params: { postId: post._id, count: 1 }, actionUrl: `/profile/${creator.username}`, isRead: false });
    // said in the reader's language, naming the liker by their public name
    const read = await api("/api/notifications", { token: creator.token, headers: { "accept-language": "en" } });
    expect(read.json.notifications[0]).toMatchObject({ type: "post_like", title: "New like", actionUrl: `/profile/${creator.username}`, isRead: false });
    expect(read.json.notifications[0].message).toMatch(/^Test User \S+ liked your post$/);
  });

  it("an author who turned like notifications off gets none, and the like still counts", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const post = await createPost(creator);
    const off = await api("/api/users/notification-preferences", { method: "PUT", token: creator.token, body: { post_like: false } });
    expect(off.status).toBe(200);
    const on = await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token });
    expect(on.json).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await prisma.notification.count({ where: { recipientId: creator.id, type: "post_like" } })).toBe(0);
  });

  it("the owner can like their own post without a notification", async () => {
    const creator = await registerUser();
    const post = await createPost(creator);
    const res = await api(`/api/posts/${post._id}/like`, { method: "POST", token: creator.token });
    expect(res.json).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await prisma.notification.count({ where: { recipientId: creator.id, type: "post_like" } })).toBe(0);
  });

  it("20 concurrent toggles from one user leave a count equal to the like rows", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const post = await createPost(creator);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const row = await prisma.post.findUniqueOrThrow({ where: { id: post._id }, select: { likeCount: true } });
    const likes = await prisma.like.count({ where: { postId: post._id } });
    expect(likes).toBeLessThanOrEqual(1);
    expect(row.likeCount).toBe(likes);
    const again = await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token });
    expect(again.json.likeCount).toBe(likes === 1 ? 0 : 1);
  });

  it("401 without a token, 404 for an unknown or malformed post, 403 for a non-subscriber", async () => {
    const creator = await registerUser();
    const stranger = await registerUser();
    const post = await createPost(creator);
    expect((await api(`/api/posts/${post._id}/like`, { method: "POST" })).status).toBe(401);
    const unknown = await api(`/api/posts/00000000-0000-4000-8000-000000000000/like`, { method: "POST", token: stranger.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Post not found");
    expect((await api(`/api/posts/not-a-uuid/like`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await api(`/api/posts/${post._id}/like`, { method: "POST", token: stranger.token })).status).toBe(403);
    expect(await prisma.like.count({ where: { postId: post._id } })).toBe(0);
    expect(await prisma.post.findUniqueOrThrow({ where: { id: post._id }, select: { likeCount: true } })).toEqual({ likeCount: 0 });
    expect(await prisma.notification.count({ where: { recipientId: creator.id, type: "post_like" } })).toBe(0);
    // an unpublished post is not found for a subscriber, and stays likeable by its author
    const fan = await registerUser();
    await subscribe(fan, creator);
    await prisma.post.update({ where: { id: post._id }, data: { status: "draft" } });
    const hidden = await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token });
    expect(hidden.status).toBe(404);
    expect(await prisma.like.count({ where: { postId: post._id } })).toBe(0);
    const own = await api(`/api/posts/${post._id}/like`, { method: "POST", token: creator.token });
    expect(own.json).toMatchObject({ isLiked: true, likeCount: 1 });
  });
});
