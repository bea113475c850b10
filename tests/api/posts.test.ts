import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, jpeg, png, postForm, registerUser, subscribe, apiForm } from "../helpers/content";
import { video } from "../helpers/video";

describe("POST /api/posts/exclusive-content", () => {
  it("stores every file (photos and videos) with its caption and answers the post", async () => {
    const creator = await registerUser();
    const res = await apiForm("/api/posts/exclusive-content", {
      method: "POST",
      token: creator.token,
      form: postForm({ title: " My title ", description: "Words" }, [
        { bytes: await jpeg(), name: "one.jpg", type: "image/jpeg", caption: "cap one" },
        { bytes: await png(), name: "two.png", type: "image/png", caption: "cap two" },
        { bytes: video(), name: "clip.mp4", type: "video/mp4", caption: "the clip" },
        { bytes: video({ container: "webm" }), name: "clip.webm", type: "video/webm" },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    const post = res.json.post;
    expect(post).toMatchObject({ title: "My title", content: "Words", likeCount: 0, commentCount: 0, locked: false });
    expect(post.author).toMatchObject({ _id: creator.id, username: creator.username });
    expect(post.images.map((m: { caption: string }) => m.caption)).toEqual(["cap one", "cap two"]);
    expect(post.videos.map((m: { caption: string }) => m.caption)).toEqual(["the clip", ""]);
    const rows = await prisma.media.findMany({ where: { postId: post._id }, orderBy: { position: "asc" } });
    expect(rows.map((r) => r.mimeType)).toEqual(["image/jpeg", "image/png", "video/mp4", "video/webm"]);
  });

  it("accepts captions as a repeated field", async () => {
    const creator = await registerUser();
    const res = await apiForm("/api/posts/exclusive-content", {
      method: "POST",
      token: creator.token,
      form: postForm({ title: "t", description: "d" }, [
        { bytes: await jpeg(), name: "a.jpg", caption: "A" },
        { bytes: await jpeg(), name: "b.jpg", caption: "B" },
      ], false),
    });
    expect(res.status).toBe(201);
    expect(res.json.post.images.map((m: { caption: string }) => m.caption)).toEqual(["A", "B"]);
  });

  it("refuses blank title or description, no file, and no token", async () => {
    const u = await registerUser();
    const blank = await apiForm("/api/posts/exclusive-content", { method: "POST", token: u.token, form: postForm({ title: "  ", description: "d" }, [{ bytes: await jpeg(), name: "a.jpg" }]) });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Title and description are required");
    const none = await apiForm("/api/posts/exclusive-content", { method: "POST", token: u.token, form: postForm({ title: "t", description: "d" }, []) });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("Please select at least one media file");
    const anon = await apiForm("/api/posts/exclusive-content", { method: "POST", form: postForm({ title: "t", description: "d" }, [{ bytes: await jpeg(), name: "a.jpg" }]) });
    expect(anon.status).toBe(401);
  });

  it("refuses a non-media file (415) and a photo over the 50 MB limit (413), leaving no post and no media", async () => {
    const u = await registerUser();
    const text = await apiForm("/api/posts/exclusive-content", {
      method: "POST",
      token: u.token,
      form: postForm({ title: "t", description: "d" }, [
        { bytes: await jpeg(), name: "ok.jpg", type: "image/jpeg" },
        { bytes: Buffer.from("just some text pretending to be a photo"), name: "fake.jpg", type: "image/jpeg" },
      ]),
    });
    expect(text.status).toBe(415);
    const big = Buffer.concat([await png(), Buffer.alloc(51 * 1024 * 1024)]); // MEDIA_MAX_PHOTO_BYTES: 50 MB (issue 24)
    const huge = await apiForm("/api/posts/exclusive-content", { method: "POST", token: u.token, form: postForm({ title: "t", description: "d" }, [{ bytes: big, name: "big.png" }]) });
    expect(huge.status).toBe(413);
    expect(await prisma.post.count({ where: { authorId: u.id } })).toBe(0);
    expect(await prisma.media.count({ where: { ownerId: u.id } })).toBe(0);
  });

  it("notifies each active subscriber of the author (new_post)", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    const lapsed = await registerUser();
    await subscribe(fan, creator);
    await subscribe(lapsed, creator, { expired: true });
    await createPost(creator);
    let notes: { type: string; actionUrl: string | null }[] = [];
    for (let i = 0; i < 40 && notes.length === 0; i++) {
      notes = await prisma.notification.findMany({ where: { recipientId: fan.id, type: "new_post" } });
      if (!notes.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(notes).toHaveLength(1);
    expect(notes[0].actionUrl).toBe(`/profile/${creator.username}`);
    expect(await prisma.notification.count({ where: { recipientId: lapsed.id, type: "new_post" } })).toBe(0);
  });
});

describe("GET /api/posts/home", () => {
  it("without subscriptions: suggested posts as locked previews (no text, no media keys)", async () => {
    const creator = await registerUser();
    const post = await createPost(creator, undefined, { title: "Secret title", description: "Secret words" });
    const fan = await registerUser();
    const res = await api("/api/posts/home?limit=50", { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.hasSubscriptions).toBe(false);
    const found = res.json.posts.find((p: { _id: string }) => p._id === post._id);
    expect(found).toMatchObject({ locked: true, content: null, title: null, images: [], videos: [] });
    expect(JSON.stringify(res.json)).not.toContain("Secret words");
    expect(JSON.stringify(res.json)).not.toContain(post.images[0].key);
    await createPost(creator, undefined, { title: "Second", description: "Second" });
    const one = await api("/api/posts/home?limit=1", { token: fan.token });
    expect(one.json.posts).toHaveLength(1);
    expect(one.json.pagination).toEqual({ currentPage: 1, hasNext: true, limit: 1 });
  });

  it("with subscriptions: the creators' posts and the viewer's own, newest first, paged", async () => {
    const creator = await registerUser();
    const other = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const p1 = await createPost(creator, undefined, { title: "one", description: "first" });
    const own = await createPost(fan, undefined, { title: "mine", description: "mine" });
    const p2 = await createPost(creator, undefined, { title: "two", description: "second" });
    await createPost(other, undefined, { title: "other", description: "not subscribed" });
    const res = await api("/api/posts/home?page=1&limit=2", { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.hasSubscriptions).toBe(true);
    expect(res.json.posts.map((p: { _id: string }) => p._id)).toEqual([p2._id, own._id]);
    expect(res.json.posts[0]).toMatchObject({ content: "second", locked: false, isLiked: false });
    expect(res.json.posts[0].images[0].key).toBeTruthy();
    expect(res.json.pagination).toEqual({ currentPage: 1, hasNext: true, limit: 2 });
    const page2 = await api("/api/posts/home?page=2&limit=2", { token: fan.token });
    expect(page2.json.posts.map((p: { _id: string }) => p._id)).toEqual([p1._id]);
    expect(page2.json.pagination).toEqual({ currentPage: 2, hasNext: false, limit: 2 });
  });

  it("hasNext is false on a page that is exactly full and nothing follows it", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const a = await createPost(creator, undefined, { title: "a", description: "a" });
    const b = await createPost(creator, undefined, { title: "b", description: "b" });
    const res = await api("/api/posts/home?page=1&limit=2", { token: fan.token });
    expect(res.json.posts.map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    expect(res.json.pagination).toEqual({ currentPage: 1, hasNext: false, limit: 2 });
  });

  it("pages right whether or not the newest posts of everyone hold the page (the feed's recent window)", async () => {
    const day = 24 * 3600 * 1000;
    const followed = await registerUser();
    const busy = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, followed);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const post = (authorId: string, publishedAt: Date, title: string) => ({ authorId, title, content: title, publishedAt, createdAt: publishedAt });
    const [old1, old2, fresh] = await prisma.post.createManyAndReturn({
      data: [post(followed.id, at(30), "old1"), post(followed.id, at(29), "old2"), post(followed.id, at(1), "fresh")],
    });
    // more than the window of posts by somebody the fan does not follow, between the old ones and the fresh one
    await prisma.post.createMany({ data: Array.from({ length: 1100 }, (_, i) => post(busy.id, new Date(at(20).getTime() + i * 1000), `busy ${i}`)) });

    const page1 = await api("/api/posts/home?page=1&limit=2", { token: fan.token });
    expect(page1.json.posts.map((p: { _id: string }) => p._id)).toEqual([fresh!.id, old2!.id]);
    expect(page1.json.pagination).toEqual({ currentPage: 1, hasNext: true, limit: 2 });
    const page2 = await api("/api/posts/home?page=2&limit=2", { token: fan.token });
    expect(page2.json.posts.map((p: { _id: string }) => p._id)).toEqual([old1!.id]);
    expect(page2.json.pagination.hasNext).toBe(false);
    // the fan's own posts are part of the feed, in their place
    const own = await createPost(fan, undefined, { title: "mine", description: "mine" });
    const withOwn = await api("/api/posts/home?page=1&limit=3", { token: fan.token });
    expect(withOwn.json.posts.map((p: { _id: string }) => p._id)).toEqual([own._id, fresh!.id, old2!.id]);
  });

  it("past the last page: no posts, no next page, and the subscribed flag is still right", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    await createPost(creator, undefined, { title: "a", description: "a" });
    await createPost(creator, undefined, { title: "b", description: "b" });
    const res = await api("/api/posts/home?page=5&limit=2", { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ posts: [], hasSubscriptions: true, pagination: { currentPage: 5, hasNext: false } });
  });

  it("caps the page size at 50 and needs a token", async () => {
    const fan = await registerUser();
    const res = await api("/api/posts/home?limit=500", { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.posts.length).toBeLessThanOrEqual(50);
    expect((await api("/api/posts/home")).status).toBe(401);
  });

  it("an expired subscription no longer opens the creator's posts", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator, { expired: true });
    const post = await createPost(creator);
    const res = await api("/api/posts/home?limit=50", { token: fan.token });
    expect(res.json.hasSubscriptions).toBe(false);
    const found = res.json.posts.find((p: { _id: string }) => p._id === post._id);
    expect(found?.locked).toBe(true);
  });
});

describe("GET /api/posts/my-posts", () => {
  it("answers the viewer's own posts with their content", async () => {
    const u = await registerUser();
    const a = await createPost(u, undefined, { title: "a", description: "aaa" });
    const b = await createPost(u, undefined, { title: "b", description: "bbb" });
    const res = await api("/api/posts/my-posts", { token: u.token });
    expect(res.status).toBe(200);
    expect(res.json.posts.map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    expect(res.json.posts[1].content).toBe("aaa");
    expect((await api("/api/posts/my-posts")).status).toBe(401);
  });
});

describe("GET /api/posts/user-posts/{username}", () => {
  it("shows the posts to the owner and to an active subscriber only", async () => {
    const creator = await registerUser();
    const post = await createPost(creator, undefined, { title: "t", description: "locked words" });
    const fan = await registerUser();
    const stranger = await registerUser();
    const lapsed = await registerUser();
    await subscribe(fan, creator);
    await subscribe(lapsed, creator, { expired: true });

    const own = await api(`/api/posts/user-posts/${creator.username}`, { token: creator.token });
    expect(own.status).toBe(200);
    expect(own.json.posts[0]._id).toBe(post._id);
    const sub = await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token });
    expect(sub.status).toBe(200);
    expect(sub.json.posts[0]).toMatchObject({ content: "locked words", isLiked: false });

    for (const res of [
      await api(`/api/posts/user-posts/${creator.username}`, { token: stranger.token }),
      await api(`/api/posts/user-posts/${creator.username}`, { token: lapsed.token }),
      await api(`/api/posts/user-posts/${creator.username}`),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.json)).not.toContain("locked words");
      expect(JSON.stringify(res.json)).not.toContain(post.images[0].key);
    }
    expect((await api(`/api/posts/user-posts/nobody_${Date.now()}`)).status).toBe(404);
  });
});
