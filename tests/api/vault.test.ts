// The vault (issue 21 point 6): every medium a creator uploads is theirs to reuse by id in new
// posts (`mediaIds`), deleting a post keeps its media, and deleting a medium is refused while a
// post uses it.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, fetchRaw, jpeg, postForm, subscribe } from "../helpers/content";
import { creator, member, type TestUser } from "../helpers/social";
import { cancelScheduled } from "@/lib/posts/schedule";
import { video } from "../helpers/video";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
type Json = Record<string, any>;

async function newPost(user: TestUser, opts: { files?: { bytes: Buffer; name: string; type: string }[]; mediaIds?: string[]; fields?: Record<string, string>; title?: string } = {}) {
  const form = postForm({ title: opts.title ?? "Vault post", description: "Words" }, opts.files ?? []);
  if (opts.mediaIds) form.append("mediaIds", JSON.stringify(opts.mediaIds));
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  return apiForm("/api/posts/exclusive-content", { token: user.token, form });
}

const vault = async (user: TestUser, query = "") => (await api(`/api/users/vault${query}`, { token: user.token })).json as Json;

describe("the vault", () => {
  it("holds every uploaded medium, paged and filtered by photo or video, each with its _id", async () => {
    const star = await creator();
    const first = await newPost(star, { files: [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }, { bytes: video(), name: "v.mp4", type: "video/mp4" }] });
    expect(first.status).toBe(201);
    await newPost(star, { files: [{ bytes: await jpeg(200, 200, "#123456"), name: "b.jpg", type: "image/jpeg" }] });
    const all = await vault(star);
    expect(all.items).toHaveLength(3);
    expect(all.pagination).toMatchObject({ total: 3, page: 1 });
    // a photo's preview is its signed link; a video's is its poster's, none before it has one (its original is never served, decision 077)
    for (const item of all.items) {
      expect(item).toMatchObject({ _id: expect.any(String), key: expect.any(String), posts: 1 });
      expect(item.url).toMatch(item.type === "photo" ? /^\/api\/media\// : /^$|^\/api\/media\/.+\.poster\.jpg\?/);
    }
    expect((await vault(star, "?type=photo")).items.map((i: Json) => i.type)).toEqual(["photo", "photo"]);
    expect((await vault(star, "?type=video")).items.map((i: Json) => i.type)).toEqual(["video"]);
    const page2 = await vault(star, "?limit=2&page=2");
    expect(page2.items).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ total: 3, page: 2, hasNext: false });
    // the owner previews through the signed link
    expect((await fetchRaw(all.items[0].url)).status).toBe(200);
    // someone else's vault is their own
    const other = await member();
    expect((await vault(other)).items).toEqual([]);
    expect((await api("/api/users/vault")).status).toBe(401);
    expect((await api("/api/users/vault?type=audio", { token: star.token })).status).toBe(400);
  });

  it("a post reuses vault media by id, with no new upload; strangers' ids are refused", async () => {
    const star = await creator();
    const fan = await member();
    await subscribe(fan as never, star as never);
    const first = (await newPost(star, { files: [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }] })).json.post;
    const mediaId = first.images[0]._id as string;
    const before = await prisma.media.count({ where: { ownerId: star.id } });

    const reused = await newPost(star, { mediaIds: [mediaId], title: "Again", fields: { price: "2" } });
    expect(reused.status).toBe(201);
    expect(reused.json.post.images.map((m: Json) => m._id)).toEqual([mediaId]);
    expect(await prisma.media.count({ where: { ownerId: star.id } })).toBe(before);
    expect((await vault(star)).items[0]).toMatchObject({ _id: mediaId, posts: 2 });
    // mixed: a new file and a vault medium
    const mixed = await newPost(star, { files: [{ bytes: video(), name: "v.mp4", type: "video/mp4" }], mediaIds: [mediaId] });
    expect(mixed.status).toBe(201);
    expect(mixed.json.post.mediaCount).toEqual({ images: 1, videos: 1 });

    // the subscriber: the free post opens the medium, the priced reuse stays locked
    const feed = (await api("/api/posts/home?limit=50", { token: fan.token })).json.posts as Json[];
    expect(feed.find((p) => p._id === first._id)).toMatchObject({ locked: false });
    expect(feed.find((p) => p._id === reused.json.post._id)).toMatchObject({ locked: true, price: 2, mediaCount: { images: 1, videos: 0 } });
    const key = first.images[0].key as string;
    expect((await api(`/api/users/content/access/${encodeURIComponent(key)}`, { token: fan.token })).status).toBe(200);

    // another member's medium, an unknown id, a malformed list: 400 with the field
    const other = await creator();
    const theirs = (await newPost(other, { files: [{ bytes: await jpeg(), name: "x.jpg", type: "image/jpeg" }] })).json.post.images[0]._id as string;
    for (const ids of [[theirs], ["00000000-0000-4000-8000-000000000000"]]) {
      const res = await newPost(star, { mediaIds: ids });
      expect(res.status).toBe(400);
      expect(res.json.errors.mediaIds).toBeDefined();
    }
    const bad = await apiForm("/api/posts/exclusive-content", { token: star.token, form: (() => { const f = postForm({ title: "T", description: "D" }, []); f.append("mediaIds", "[1,"); return f; })() });
    expect(bad.status).toBe(400);
    // nothing at all is still refused
    expect((await newPost(star, {})).status).toBe(400);
  });

  it("deleting a post keeps its media; deleting a medium is refused while a post uses it", async () => {
    const star = await creator();
    const scheduled = (await newPost(star, { files: [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }], fields: { publishAt: new Date(Date.now() + 3600_000).toISOString() } })).json.post;
    const mediaId = scheduled.images[0]._id as string;
    const key = scheduled.images[0].key as string;
    const live = (await newPost(star, { mediaIds: [mediaId], title: "Live" })).json.post;

    // in use by two posts: 409 with a code, nothing deleted
    const refused = await api(`/api/users/vault/${mediaId}`, { method: "DELETE", token: star.token });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("MEDIA_IN_USE");
    // someone else: 404
    const other = await member();
    expect((await api(`/api/users/vault/${mediaId}`, { method: "DELETE", token: other.token })).status).toBe(404);

    // the scheduled post is cancelled (deleted): the medium stays, still used by the live post
    await cancelScheduled(star.id, scheduled._id);
    expect(await prisma.media.findUnique({ where: { id: mediaId } })).not.toBeNull();
    expect((await api(`/api/users/vault/${mediaId}`, { method: "DELETE", token: star.token })).status).toBe(409);

    // the live post is deleted too: now the medium is free, and deleting it removes the file
    await prisma.post.delete({ where: { id: live._id } });
    expect((await vault(star)).items.find((i: Json) => i._id === mediaId)).toMatchObject({ posts: 0 });
    const deleted = await api(`/api/users/vault/${mediaId}`, { method: "DELETE", token: star.token });
    expect(deleted.status).toBe(200);
    expect(await prisma.media.findUnique({ where: { id: mediaId } })).toBeNull();
    expect((await vault(star)).items).toEqual([]);
    expect((await api(`/api/users/content/access/${encodeURIComponent(key)}`, { token: star.token })).status).toBe(404);
  });
});
