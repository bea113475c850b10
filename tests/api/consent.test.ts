// Co-performer consent (issue 19 point 5): a post naming co-performers is published only once each
// has consented (a tagged verified creator accepts; a released person's signed release and ID are
// on file), and admins read the records with 5-minute document links.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, fetchRaw, jpeg, postForm, registerUser, subscribe, type TestUser } from "../helpers/content";
import { makeAdminById, notificationsOf } from "../helpers/social";
import { fileBlob } from "../helpers/identity";

async function postWith(author: TestUser, performers: string[] | string) {
  const form = postForm({ title: "Duo", description: "The two of us" }, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }]);
  form.append("performers", typeof performers === "string" ? performers : JSON.stringify(performers));
  return apiForm("/api/posts/exclusive-content", { token: author.token, form });
}

const visibleTo = async (viewer: TestUser, author: TestUser) =>
  (await api(`/api/posts/user-posts/${author.username}`, { token: viewer.token })).json.posts.map((p: { _id: string }) => p._id);

async function releaseForm(name = "Salma Trabelsi", files: { release?: boolean; idDocument?: boolean } = { release: true, idDocument: true }) {
  const form = new FormData();
  form.append("name", name);
  if (files.release) form.append("release", fileBlob(await jpeg(300, 400, "#eeeeee")), "release.jpg");
  if (files.idDocument) form.append("idDocument", fileBlob(await jpeg(300, 200, "#222222")), "id.jpg");
  return form;
}

describe("tagged co-performers", () => {
  it("hold the post until every one accepts; a decline keeps it unpublished; each side is notified", async () => {
    const author = await registerUser();
    const [b, c] = [await registerUser(), await registerUser()];
    const fan = await registerUser();
    await subscribe(fan, author);

    const res = await postWith(author, [b.username, c.username.toUpperCase()]);
    expect(res.status).toBe(201);
    expect(res.json.post.status).toBe("draft");
    const postId = res.json.post._id;
    expect(await visibleTo(fan, author)).not.toContain(postId);
    expect(await visibleTo(author, author)).toContain(postId);

    const list = await api(`/api/posts/${postId}/performers`, { token: author.token });
    expect(list.status).toBe(200);
    // tagged in one statement: same moment, so compared in any order
    const rows = list.json.performers.map((p: { username: string; status: string; kind: string }) => [p.username, p.status, p.kind]);
    expect(rows.sort()).toEqual(
      [
        [b.username, "pending", "creator"],
        [c.username, "pending", "creator"],
      ].sort(),
    );
    const tagOf = (u: TestUser) => list.json.performers.find((p: { username: string }) => p.username === u.username)._id;
    expect((await notificationsOf({ ...b, firstName: "" })).some((n) => n.title === "You were tagged as a co-performer")).toBe(true);
    const mine = await api("/api/users/performer-tags", { token: b.token });
    expect(mine.json.tags[0]).toMatchObject({ postId, status: "pending", author: { username: author.username } });

    // only the tagged member answers their tag
    expect((await api(`/api/posts/${postId}/performers/${tagOf(b)}/accept`, { method: "POST", token: c.token })).status).toBe(404);
    expect((await api(`/api/posts/${postId}/performers/${tagOf(b)}/accept`, { method: "POST", token: author.token })).status).toBe(404);
    expect((await api(`/api/posts/${postId}/performers/${tagOf(b)}/accept`, { method: "POST" })).status).toBe(401);

    const first = await api(`/api/posts/${postId}/performers/${tagOf(b)}/accept`, { method: "POST", token: b.token });
    expect(first.status).toBe(200);
    expect(first.json.tag).toMatchObject({ status: "accepted", postStatus: "draft" });
    expect(await visibleTo(fan, author)).not.toContain(postId);

    const declined = await api(`/api/posts/${postId}/performers/${tagOf(c)}/decline`, { method: "POST", token: c.token });
    expect(declined.json.tag).toMatchObject({ status: "declined", postStatus: "draft" });
    expect(await visibleTo(fan, author)).not.toContain(postId);
    expect((await notificationsOf({ ...author, firstName: "" })).some((n) => n.title === "Co-performer declined")).toBe(true);

    // changing their mind: the last consent publishes it
    const accepted = await api(`/api/posts/${postId}/performers/${tagOf(c)}/accept`, { method: "POST", token: c.token });
    expect(accepted.json.tag).toMatchObject({ status: "accepted", postStatus: "published" });
    expect(await visibleTo(fan, author)).toContain(postId);

    // and withdrawing consent hides it again
    await api(`/api/posts/${postId}/performers/${tagOf(b)}/decline`, { method: "POST", token: b.token });
    expect(await visibleTo(fan, author)).not.toContain(postId);
  });

  it("must be verified creators: an unknown or unverified username refuses the whole post (nothing stored); oneself too", async () => {
    const author = await registerUser();
    const unverified = await registerUser({ verified: false });
    const before = await prisma.post.count({ where: { authorId: author.id } });
    const res = await postWith(author, `${unverified.username}, nobody_${Date.now().toString(36)}`);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("PERFORMER_NOT_VERIFIED");
    expect(res.json.errors.performers).toHaveLength(2);
    expect((await postWith(author, [author.username])).status).toBe(400);
    expect(await prisma.post.count({ where: { authorId: author.id } })).toBe(before);
    expect((await postWith(author, "[not json")).status).toBe(400);
  });

  it("can be added to an existing post by its creator only, which holds it at once", async () => {
    const author = await registerUser();
    const partner = await registerUser();
    const other = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, author);
    const res = await postWith(author, "");
    expect(res.json.post.status).toBe("published");
    const postId = res.json.post._id;
    expect((await api(`/api/posts/${postId}/performers`, { method: "POST", token: other.token, body: { usernames: [partner.username] } })).status).toBe(404);
    const added = await api(`/api/posts/${postId}/performers`, { method: "POST", token: author.token, body: { usernames: [partner.username] } });
    expect(added.status).toBe(201);
    expect(added.json.postStatus).toBe("draft");
    expect(await visibleTo(fan, author)).not.toContain(postId);
    expect((await api(`/api/posts/${postId}/performers`, { method: "POST", token: author.token, body: { usernames: [] } })).status).toBe(400);
  });
});

describe("released co-performers", () => {
  it("need a signed release and an identity document; admins see them with the post through short-lived links, nobody else", async () => {
    const author = await registerUser();
    const res = await postWith(author, "");
    const postId = res.json.post._id;

    const missing = await apiForm(`/api/posts/${postId}/performers`, { token: author.token, form: await releaseForm("Salma Trabelsi", { release: true }) });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.idDocument).toBeDefined();
    const added = await apiForm(`/api/posts/${postId}/performers`, { token: author.token, form: await releaseForm() });
    expect(added.status).toBe(201);
    expect(added.json.performers).toEqual([expect.objectContaining({ kind: "release", name: "Salma Trabelsi", status: "accepted", username: null })]);
    expect(added.json.postStatus).toBe("published");
    expect(JSON.stringify(added.json)).not.toMatch(/id-[0-9a-f]{8}/);

    const adminUser = await registerUser();
    await makeAdminById(adminUser.id);
    expect((await api(`/api/admin/posts/${postId}/consent`, { token: author.token })).status).toBe(403);
    expect((await api(`/api/admin/posts/${postId}/consent`)).status).toBe(401);
    const records = await api(`/api/admin/posts/${postId}/consent`, { token: adminUser.token });
    expect(records.status).toBe(200);
    expect(records.json.post).toMatchObject({ _id: postId, status: "published", author: { username: author.username, verified: true } });
    const docs = records.json.performers[0].documents;
    expect(docs.map((d: { purpose: string }) => d.purpose).sort()).toEqual(["id_document", "release"]);
    expect((await fetchRaw(docs[0].url, { authorization: `Bearer ${adminUser.token}` })).status).toBe(200);
    expect((await fetchRaw(docs[0].url, { authorization: `Bearer ${author.token}` })).status).toBe(403);
    expect((await api(`/api/admin/posts/00000000-0000-4000-8000-000000000000/consent`, { token: adminUser.token })).status).toBe(404);
  });
});
