import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, registerUser, subscribe } from "../helpers/content";

async function setup() {
  const creator = await registerUser();
  const fan = await registerUser();
  await subscribe(fan, creator);
  const post = await createPost(creator);
  return { creator, fan, post };
}

describe("POST /api/posts/{postId}/comments", () => {
  it("adds a trimmed comment with its author; commentCount follows", async () => {
    const { creator, fan, post } = await setup();
    const res = await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "  nice one  " } });
    expect(res.status).toBe(201);
    expect(res.json.comment).toMatchObject({ content: "nice one", user: { _id: fan.id, username: fan.username } });
    expect(typeof res.json.comment.createdAt).toBe("string");
    const mine = await api("/api/posts/my-posts", { token: creator.token });
    expect(mine.json.posts[0].commentCount).toBe(1);
  });

  it("refuses blank and over-500-character comments", async () => {
    const { fan, post } = await setup();
    const blank = await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Comment content is required");
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: {} })).status).toBe(400);
    const long = await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "x".repeat(501) } });
    expect(long.status).toBe(400);
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "x".repeat(500) } })).status).toBe(201);
  });

  it("403 when comments are disabled, 403 for a non-subscriber, 401 anonymous, 404 unknown post", async () => {
    const { fan, post } = await setup();
    const stranger = await registerUser();
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", token: stranger.token, body: { content: "hi" } })).status).toBe(403);
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", body: { content: "hi" } })).status).toBe(401);
    expect((await api(`/api/posts/00000000-0000-4000-8000-000000000000/comments`, { method: "POST", token: fan.token, body: { content: "hi" } })).status).toBe(404);
    await prisma.post.update({ where: { id: post._id }, data: { commentsEnabled: false } });
    const off = await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "hi" } });
    expect(off.status).toBe(403);
    expect(off.json.message).toBe("Comments are disabled for this post");
  });
});

describe("GET /api/posts/{postId}/comments", () => {
  it("lists newest first with pagination; non-subscribers cannot read them", async () => {
    const { fan, post } = await setup();
    for (const c of ["one", "two", "three"]) {
      await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: c } });
    }
    const res = await api(`/api/posts/${post._id}/comments?page=1&limit=2`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.comments.map((c: { content: string }) => c.content)).toEqual(["three", "two"]);
    expect(res.json.comments[0].user).toMatchObject({ _id: fan.id, username: fan.username, profileImage: null });
    expect(res.json.pagination).toMatchObject({ page: 1, limit: 2, total: 3, pages: 2 });
    const p2 = await api(`/api/posts/${post._id}/comments?page=2&limit=2`, { token: fan.token });
    expect(p2.json.comments.map((c: { content: string }) => c.content)).toEqual(["one"]);
    const stranger = await registerUser();
    const denied = await api(`/api/posts/${post._id}/comments`, { token: stranger.token });
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.json)).not.toContain("three");
  });
});

describe("DELETE /api/posts/{postId}/comments/{commentId}", () => {
  it("only the comment's author may delete it; commentCount stays exact", async () => {
    const { creator, fan, post } = await setup();
    const c = await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "mine" } });
    const id = c.json.comment._id;
    const other = await api(`/api/posts/${post._id}/comments/${id}`, { method: "DELETE", token: creator.token });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("You are not authorized to delete this comment");
    const ok = await api(`/api/posts/${post._id}/comments/${id}`, { method: "DELETE", token: fan.token });
    expect(ok.status).toBe(200);
    const again = await api(`/api/posts/${post._id}/comments/${id}`, { method: "DELETE", token: fan.token });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Comment not found");
    const unknownPost = await api(`/api/posts/00000000-0000-4000-8000-000000000000/comments/${id}`, { method: "DELETE", token: fan.token });
    expect(unknownPost.json.message).toBe("Post not found");
    const row = await prisma.post.findUniqueOrThrow({ where: { id: post._id }, select: { commentCount: true } });
    expect(row.commentCount).toBe(await prisma.comment.count({ where: { postId: post._id } }));
    expect(row.commentCount).toBe(0);
  });
});
