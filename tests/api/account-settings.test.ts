import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost, subscribe } from "../helpers/content";
import { login, mailsTo, signUp, tokenFrom } from "../helpers/account";

const changePassword = (token: string | undefined, body: unknown) => api("/api/users/password", { method: "PUT", token, body });

describe("PUT /api/users/password", () => {
  it("400 with a field error when the current password is wrong; the password stays", async () => {
    const user = await signUp();
    const res = await changePassword(user.token, { currentPassword: "wrong-password", newPassword: "Another-Pass-99" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: "Current password is incorrect" });
    expect(res.json.errors.currentPassword).toEqual(["Current password is incorrect"]);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, "Another-Pass-99")).status).toBe(401);
  });

  it("changes the password: the new one signs in, the old one no longer does", async () => {
    const user = await signUp();
    const res = await changePassword(user.token, { currentPassword: user.password, newPassword: "Another-Pass-99" });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect((await login(user.email, "Another-Pass-99")).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it("a reset link mailed before the change stops working", async () => {
    const user = await signUp();
    await api("/api/auth/forgot-password", { method: "POST", body: { email: user.email }, headers: { "x-forwarded-for": "10.9.9.9" } });
    const token = tokenFrom((await mailsTo(user.email, 1))[0]!);
    expect((await changePassword(user.token, { currentPassword: user.password, newPassword: "Another-Pass-99" })).status).toBe(200);
    expect((await api("/api/auth/reset-password", { method: "POST", body: { token, password: "Third-Pass-333" } })).status).toBe(400);
  });

  it("400 for a short or unchanged new password, 401 signed out, 429 past the budget", async () => {
    const user = await signUp();
    const short = await changePassword(user.token, { currentPassword: user.password, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.errors.newPassword).toEqual(["Password must be at least 8 characters"]);
    const same = await changePassword(user.token, { currentPassword: user.password, newPassword: user.password });
    expect(same.status).toBe(400);
    expect(same.json.errors.newPassword).toBeDefined();
    expect((await changePassword(undefined, { currentPassword: user.password, newPassword: "Another-Pass-99" })).status).toBe(401);

    // 10 attempts per 15 minutes per account (the two refused by validation above did not count)
    for (let i = 0; i < 10; i++) {
      expect((await changePassword(user.token, { currentPassword: `wrong-${i}`, newPassword: "Another-Pass-99" })).status).toBe(400);
    }
    const limited = await changePassword(user.token, { currentPassword: user.password, newPassword: "Another-Pass-99" });
    expect(limited.status).toBe(429);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

describe("GET/PUT /api/users/notification-preferences", () => {
  it("starts with every type on, stores a partial change, and reads it back", async () => {
    const user = await signUp();
    const initial = await api("/api/users/notification-preferences", { token: user.token });
    expect(initial.status).toBe(200);
    expect(initial.json.success).toBe(true);
    expect(initial.json.preferences).toMatchObject({
      message: true, subscription: true, subscription_expired: true, post_like: true, new_post: true, payment_received: true,
    });
    expect(Object.values(initial.json.preferences).every((v) => v === true)).toBe(true);

    const put = await api("/api/users/notification-preferences", { method: "PUT", token: user.token, body: { post_like: false, message: false } });
    expect(put.status).toBe(200);
    expect(put.json.preferences).toMatchObject({ post_like: false, message: false, new_post: true });
    const again = await api("/api/users/notification-preferences", { method: "PUT", token: user.token, body: { message: true } });
    expect(again.json.preferences).toMatchObject({ post_like: false, message: true });
    const read = await api("/api/users/notification-preferences", { token: user.token });
    expect(read.json.preferences).toEqual(again.json.preferences);
  });

  it("400 for unknown keys, non-booleans, an empty object or a non-object; 401 signed out", async () => {
    const user = await signUp();
    const put = (body: unknown) => api("/api/users/notification-preferences", { method: "PUT", token: user.token, body });
    const unknown = await put({ post_like: false, birthday: false });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain("birthday");
    expect((await put({ post_like: "no" })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put([true])).status).toBe(400);
    expect((await put({ system: false })).status).toBe(400);
    // nothing was stored by the refused calls
    expect((await api("/api/users/notification-preferences", { token: user.token })).json.preferences.post_like).toBe(true);
    expect((await api("/api/users/notification-preferences")).status).toBe(401);
    expect((await api("/api/users/notification-preferences", { method: "PUT", body: { post_like: false } })).status).toBe(401);
  });

  it("a disabled type really suppresses that notification (post_like), others still arrive", async () => {
    const creator = await signUp();
    const fanA = await signUp();
    const fanB = await signUp();
    await subscribe(fanA, creator);
    await subscribe(fanB, creator);
    const post = await createPost(creator);

    expect((await api(`/api/posts/${post._id}/like`, { method: "POST", token: fanA.token })).json.isLiked).toBe(true);
    expect(await prisma.notification.count({ where: { recipientId: creator.id, type: "post_like" } })).toBe(1);

    await api("/api/users/notification-preferences", { method: "PUT", token: creator.token, body: { post_like: false } });
    expect((await api(`/api/posts/${post._id}/like`, { method: "POST", token: fanB.token })).json.likeCount).toBe(2);
    expect(await prisma.notification.count({ where: { recipientId: creator.id, type: "post_like" } })).toBe(1);

    await api("/api/users/notification-preferences", { method: "PUT", token: creator.token, body: { post_like: true } });
    await api(`/api/posts/${post._id}/like`, { method: "POST", token: fanB.token }); // unlike
    await api(`/api/posts/${post._id}/like`, { method: "POST", token: fanB.token }); // like again
    // likes of one post are grouped while unread: fanB's like now counts in the one notification, naming fanB
    const rows = await prisma.notification.findMany({ where: { recipientId: creator.id, type: "post_like" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ senderId: fanB.id, params: { count: 2 } });
  });
});

describe("PUT /api/users/locale", () => {
  it("stores a supported language; 400 for another; 401 signed out", async () => {
    const user = await signUp();
    const res = await api("/api/users/locale", { method: "PUT", token: user.token, body: { locale: "fr" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, locale: "fr" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } })).locale).toBe("fr");
    expect((await api("/api/users/locale", { method: "PUT", token: user.token, body: { locale: "de" } })).status).toBe(400);
    expect((await api("/api/users/locale", { method: "PUT", body: { locale: "en" } })).status).toBe(401);
  });
});
