// The post shape is written once, in SQL (lib/posts/serialize.ts), and the home feed puts
// PostgreSQL's JSON text into its answer as it is. These tests hold that JSON, post by post, to
// the shape built here in TypeScript from the rows (the shape of the API reference), so a field
// lost, renamed or mis-encoded in the SQL fails.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, jpeg, png, registerUser, subscribe } from "../helpers/content";
import { postSettled, video } from "../helpers/video";

type Post = { _id: string } & Record<string, unknown>;

const POST_ROW = {
  id: true,
  title: true,
  content: true,
  status: true,
  commentsEnabled: true,
  likeCount: true,
  commentCount: true,
  publishedAt: true,
  createdAt: true,
  priceCents: true,
  freeForSubscribers: true,
  publishAt: true,
  expiresAt: true,
  author: { select: { id: true, username: true, firstName: true, lastName: true, displayName: true, profileImageKey: true } },
  media: { orderBy: { position: "asc" }, select: { id: true, key: true, type: true, caption: true, mimeType: true, width: true, height: true, placeholder: true, durationMs: true } },
} as const;

async function expected(postId: string, visible: boolean, isLiked: boolean) {
  const row = await prisma.post.findUniqueOrThrow({ where: { id: postId }, select: POST_ROW });
  const a = row.author;
  // placeholders are ThumbHashes only (decision 079: an older data: URL is never sent); durations in seconds
  const thumbHash = (p: string | null) => (p === null || p.startsWith("data:") ? null : p);
  const duration = (m: (typeof row.media)[number]) => (m.durationMs === null ? null : m.durationMs / 1000);
  const item = (m: (typeof row.media)[number]) => ({
    _id: m.id,
    key: m.key,
    caption: m.caption ?? "",
    mimeType: m.mimeType,
    width: m.width,
    height: m.height,
    placeholder: thumbHash(m.placeholder),
    duration: duration(m),
  });
  const previewOf = (m: (typeof row.media)[number]) =>
    m.type === "video"
      ? { type: "video", placeholder: thumbHash(m.placeholder), width: m.width, height: m.height, duration: duration(m) }
      : { type: "image", placeholder: thumbHash(m.placeholder), width: m.width, height: m.height };
  const images = row.media.filter((m) => m.type === "image");
  const videos = row.media.filter((m) => m.type === "video");
  const post = {
    _id: row.id,
    author: {
      _id: a.id,
      username: a.username,
      ...(a.displayName ? { firstName: a.displayName, lastName: "", displayName: a.displayName } : { firstName: a.firstName, lastName: a.lastName, displayName: null }),
      profileImage: a.profileImageKey ? `/api/images/${encodeURIComponent(a.profileImageKey)}?w=96` : null,
    },
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    commentsEnabled: row.commentsEnabled,
    isLiked,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    mediaCount: { images: images.length, videos: videos.length },
    // issue 21: pay-per-view, schedule, and what a locked post shows of its media
    price: row.priceCents === null ? null : row.priceCents / 100,
    freeForSubscribers: row.freeForSubscribers,
    purchased: false,
    publishAt: row.publishAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    preview: {
      placeholder: row.media.map((m) => thumbHash(m.placeholder)).find((p) => p !== null) ?? null,
      videoSeconds: videos.map((m) => (m.durationMs === null ? null : Math.round(m.durationMs / 1000))),
    },
    previews: row.media.map(previewOf),
    locked: !visible,
    title: visible ? row.title : null,
    content: visible ? row.content : null,
    status: visible ? row.status : undefined,
    images: visible ? images.map(item) : [],
    videos: visible ? videos.map(item) : [],
  };
  // through JSON, as a client reads it (undefined keys vanish, dates become strings)
  return JSON.parse(JSON.stringify(post));
}

async function feedOf(token: string): Promise<Post[]> {
  const res = await api("/api/posts/home?limit=50", { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return res.json.posts;
}

describe("GET /api/posts/home writes posts exactly in the post shape", () => {
  it("open posts: media of both kinds in order, captions, avatar, like, hard characters", async () => {
    const creator = await registerUser();
    await prisma.user.update({ where: { id: creator.id }, data: { profileImageKey: "av-0c6c2f0e-7a4b-4f7e-9d51-0a7e2b3c4d5e" } });
    const tricky = await createPost(
      creator,
      [
        { bytes: video(), name: "clip.mp4", type: "video/mp4", caption: 'a "quoted" <script>alert(1)</script> \\ caption' },
        { bytes: await jpeg(), name: "one.jpg", type: "image/jpeg" },
        { bytes: await png(), name: "two.png", type: "image/png", caption: "عربي و émoji 🌶️" },
        { bytes: video({ container: "webm" }), name: "clip.webm", type: "video/webm", caption: "second video" },
      ],
      { title: 'Ünïcødé 🌶️ "title" </script>', description: "line one\nline two\ttab \u2028 sep \u0001 control" },
    );
    // a post with videos is published once the worker made them playable (then it is the newest)
    expect(await postSettled(tricky._id)).toBe("published");
    const plain = await createPost(creator);
    const fan = await registerUser();
    await subscribe(fan, creator);
    expect((await api(`/api/posts/${plain._id}/like`, { method: "POST", token: fan.token })).status).toBe(200);

    const feed = await feedOf(fan.token);
    expect(feed.map((p) => p._id)).toEqual([plain._id, tricky._id]);
    expect(feed[0]).toEqual(await expected(plain._id, true, true));
    expect(feed[1]).toEqual(await expected(tricky._id, true, false));
    // what the fixtures above are meant to exercise, so the comparison cannot pass vacuously
    expect(feed[0]).toMatchObject({ isLiked: true, likeCount: 1, locked: false, status: "published" });
    expect(feed[1].author).toMatchObject({ profileImage: "/api/images/av-0c6c2f0e-7a4b-4f7e-9d51-0a7e2b3c4d5e?w=96" });
    expect((feed[1].images as { caption: string }[]).map((m) => m.caption)).toEqual(["", "عربي و émoji 🌶️"]);
    expect((feed[1].videos as { caption: string }[]).map((m) => m.caption)).toEqual(['a "quoted" <script>alert(1)</script> \\ caption', "second video"]);
    expect(feed[1].mediaCount).toEqual({ images: 2, videos: 2 });
    expect(feed[1].publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("locked previews (no subscriptions) and the viewer's own open posts among them", async () => {
    const creator = await registerUser();
    const locked = await createPost(creator, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg", caption: "hidden" }], {
      title: "Secret",
      description: "Secret words",
    });
    const fan = await registerUser();
    const own = await createPost(fan);

    const feed = await feedOf(fan.token);
    const lockedInFeed = feed.find((p) => p._id === locked._id)!;
    const ownInFeed = feed.find((p) => p._id === own._id)!;
    expect(lockedInFeed).toEqual(await expected(locked._id, false, false));
    expect(ownInFeed).toEqual(await expected(own._id, true, false));
    expect(lockedInFeed).toMatchObject({ locked: true, title: null, content: null, images: [], videos: [], mediaCount: { images: 1, videos: 0 } });
    expect("status" in lockedInFeed).toBe(false);
    expect(lockedInFeed.author).toMatchObject({ profileImage: null });
    expect(ownInFeed).toMatchObject({ locked: false, status: "published" });
  });
});
