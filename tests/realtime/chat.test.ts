import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { closeAllClients, connect, pair, registerUser, sharedService, sleep, stopAllServices, type Service } from "./helpers";


// Real processes on a shared machine: generous limits, so only real failures fail.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
let service: Service;

beforeAll(async () => {
  service = await sharedService();
});
afterEach(() => closeAllClients());
afterAll(async () => {
  closeAllClients();
  await service?.stop();
  await stopAllServices();
});

/** Sends one message from `from` to `to` and waits for message_sent. */
async function send(from: Awaited<ReturnType<typeof connect>>, receiverId: string, content: string, conversationId?: string) {
  const clientId = `tmp-${Math.random()}`;
  from.emit("send_message", { receiverId, receiverModel: "User", content, messageType: "text", conversationId, clientId });
  return from.waitFor("message_sent", (p) => p.clientId === clientId);
}

describe("realtime connection", () => {
  it("refuses a missing, forged or expired token with a clear connect_error", async () => {
    await expect(connect(service.url, null)).rejects.toThrow("Authentication required");
    await expect(connect(service.url, "not-a-token")).rejects.toThrow("Invalid or expired token");
    const forged = await new SignJWT({ role: "MEMBER", username: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("00000000-0000-4000-8000-000000000000")
      .setIssuer("velvet")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret"));
    await expect(connect(service.url, forged)).rejects.toThrow("Invalid or expired token");
  });

  it("tells its errors with a code, in the reader's language (decision 041)", async () => {
    // a refused handshake: the language of its headers
    const refused = await connect(service.url, null, { language: "fr-FR,fr;q=0.9" }).catch((err: Error & { data?: unknown }) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe("Connexion requise");
    expect((refused as { data?: unknown }).data).toEqual({ code: "AUTHENTICATION_REQUIRED", message: "Connexion requise" });
    // an event's error: the member's saved language, whatever the handshake asked for
    const [fan, creator] = await pair();
    const outsider = await registerUser();
    expect((await api("/api/users/locale", { method: "PUT", token: outsider.token, body: { locale: "tn" } })).status).toBe(200);
    const a = await connect(service.url, fan.token);
    const { conversationId } = await send(a, creator.id, "private");
    const o = await connect(service.url, outsider.token, { language: "en" });
    expect(await o.request("join_conversation", conversationId)).toMatchObject({
      success: false,
      status: 403,
      code: "NOT_CONVERSATION_MEMBER",
      message: "إنت موش في المحادثة هاذي",
    });
  });

  it("accepts the API's bearer token and refuses a browser from another origin", async () => {
    const a = await registerUser();
    const ok = await connect(service.url, a.token);
    expect(ok.socket.connected).toBe(true);
    await expect(connect(service.url, a.token, { origin: "https://evil.example" })).rejects.toThrow();
  });

  it("answers /health with the database status", async () => {
    const res = await fetch(`${service.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok" });
  });
});

describe("send_message", () => {
  it("stores the message, acknowledges it with its _id and delivers it to the receiver once", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    const b = await connect(service.url, creator.token);
    const a2 = await connect(service.url, fan.token); // the sender's other tab

    const sent = await send(a, creator.id, "  hello there  ");
    expect(sent.message).toMatchObject({
      content: "hello there",
      messageType: "text",
      isRead: false,
      readAt: null,
      sender: { _id: fan.id, username: fan.username },
      receiver: { _id: creator.id },
    });
    expect(sent.message._id).toMatch(/^[0-9a-f-]{36}$/);
    const conversationId = sent.conversationId;

    const incoming = await b.waitFor("new_message");
    expect(incoming).toMatchObject({ conversationId, message: { _id: sent.message._id, content: "hello there" } });
    const notice = await b.waitFor("message_notification");
    expect(notice).toMatchObject({ sender: { _id: fan.id, username: fan.username }, message: { _id: sent.message._id } });
    expect((await a2.waitFor("new_message")).message._id).toBe(sent.message._id);

    // B joins the conversation room too: the next message still arrives once
    expect(await b.request("join_conversation", conversationId)).toMatchObject({ success: true });
    const second = await send(a, creator.id, "second", conversationId);
    await b.waitFor("new_message", (p) => p.message._id === second.message._id);
    await sleep(300);
    expect(b.received("new_message", (p) => p.message._id === second.message._id)).toHaveLength(1);
    expect(a.received("new_message")).toHaveLength(0); // the sending socket gets message_sent, not new_message

    // persisted: in the REST history, and a `message` notification for the receiver (one per sender while unread)
    const history = await api(`/api/chat/conversations/${conversationId}/messages`, { token: creator.token });
    expect(history.status).toBe(200);
    expect(history.json.messages.map((m: { _id: string }) => m._id)).toEqual([sent.message._id, second.message._id]);
    const notes = await prisma.notification.findMany({ where: { recipientId: creator.id, senderId: fan.id, type: "message" } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ template: "message", params: { preview: "second" }, isRead: false, actionUrl: `/chat?user=${fan.username}` });
  });

  it("puts concurrent first messages of a pair in one conversation", async () => {
    const [fan, creator] = await pair();
    const a1 = await connect(service.url, fan.token);
    const a2 = await connect(service.url, fan.token);
    const answers = await Promise.all([
      ...[1, 2, 3].map((i) => a1.request("send_message", { receiverId: creator.id, content: `first ${i}` })),
      ...[4, 5, 6].map((i) => a2.request("send_message", { receiverId: creator.id, content: `first ${i}` })),
    ]);
    expect(answers.every((r) => r.success)).toBe(true);
    expect(new Set(answers.map((r) => r.conversationId)).size).toBe(1);
    const list = await api("/api/chat/conversations", { token: creator.token });
    expect(list.json.conversations).toHaveLength(1);
    expect(list.json.conversations[0].unreadCount).toBe(6);
  });

  it("answers the ack callback with the stored message", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    const res = await a.request("send_message", { receiverId: creator.id, receiverModel: "User", content: "with ack", clientId: "c1" });
    expect(res).toMatchObject({ success: true, clientId: "c1", message: { content: "with ack" } });
    expect(await prisma.message.findUnique({ where: { id: res.message._id } })).not.toBeNull();
  });

  it("refuses empty, whitespace-only and over-long content and stores nothing", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    for (const [content, clientId] of [["", "e1"], ["   \n ", "e2"], ["x".repeat(2001), "e3"]]) {
      a.emit("send_message", { receiverId: creator.id, receiverModel: "User", content, messageType: "text", clientId });
      const err = await a.waitFor("message_error", (p) => p.clientId === clientId);
      expect(err.status).toBe(400);
    }
    expect(a.received("message_sent")).toHaveLength(0);
    expect(await prisma.message.count({ where: { senderId: fan.id } })).toBe(0);
  });

  it("refuses sending to yourself, to an unknown user, and to a non-creator stranger", async () => {
    const [fan, creator] = await pair();
    const stranger = await registerUser();
    const a = await connect(service.url, fan.token);
    const self = await a.request("send_message", { receiverId: fan.id, content: "me" });
    expect(self).toMatchObject({ success: false, status: 400 });
    const unknown = await a.request("send_message", { receiverId: "00000000-0000-4000-8000-000000000000", content: "hi" });
    expect(unknown).toMatchObject({ success: false, status: 404 });
    const notAllowed = await a.request("send_message", { receiverId: stranger.id, content: "hi" });
    expect(notAllowed).toMatchObject({ success: false, status: 403, message: "You can only message creators or your subscribers" });
    expect(await prisma.message.count({ where: { senderId: fan.id } })).toBe(0);
    // a creator may write to their subscribers, whatever the subscription's status
    await prisma.subscription.create({
      data: { subscriberId: stranger.id, creatorId: creator.id, priceCents: 999, paymentMethod: "stripe", status: "expired", endDate: new Date(Date.now() - 1000) },
    });
    const c = await connect(service.url, creator.token);
    expect(await c.request("send_message", { receiverId: stranger.id, content: "welcome back" })).toMatchObject({ success: true });
  });

  it("limits a user's send rate", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    const answers = [];
    for (let i = 0; i < 22; i++) answers.push(await a.request("send_message", { receiverId: creator.id, content: `m${i}` }));
    expect(answers.filter((r) => r.success)).toHaveLength(20);
    expect(answers[21]).toMatchObject({ success: false, status: 429, message: "You are sending messages too fast" });
  });
});

describe("conversation membership", () => {
  it("lets only members join a conversation or read its history", async () => {
    const [fan, creator] = await pair();
    const outsider = await registerUser();
    const a = await connect(service.url, fan.token);
    const { conversationId } = await send(a, creator.id, "private");
    const o = await connect(service.url, outsider.token);
    const join = await o.request("join_conversation", conversationId);
    expect(join).toMatchObject({ success: false, status: 403, message: "Not a member of this conversation" });
    expect(await o.waitFor("message_error")).toMatchObject({ event: "join_conversation", message: "Not a member of this conversation" });
    // nothing sent in that conversation reaches the outsider
    await send(a, creator.id, "still private", conversationId);
    a.emit("typing_start", { conversationId });
    await sleep(300);
    expect(o.received("new_message")).toHaveLength(0);
    expect(o.received("user_typing")).toHaveLength(0);
    const history = await api(`/api/chat/conversations/${conversationId}/messages`, { token: outsider.token });
    expect(history.status).toBe(403);
  });
});

describe("typing_start / typing_stop", () => {
  it("reach the other member only", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    const b = await connect(service.url, creator.token);
    const { conversationId } = await send(a, creator.id, "hi");
    await b.request("join_conversation", { conversationId });
    a.emit("typing_start", { conversationId });
    expect(await b.waitFor("user_typing")).toEqual({ conversationId, userId: fan.id, username: fan.username });
    a.emit("typing_stop", { conversationId });
    expect(await b.waitFor("user_stopped_typing")).toEqual({ conversationId, userId: fan.id });
    await sleep(200);
    expect(a.received("user_typing")).toHaveLength(0);
    expect(b.received("user_typing")).toHaveLength(1);
  });
});

describe("mark_messages_read", () => {
  it("sets isRead/readAt on messages addressed to the reader and tells the sender", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    const b = await connect(service.url, creator.token);
    const m1 = await send(a, creator.id, "one");
    const conversationId = m1.conversationId;
    const m2 = await send(a, creator.id, "two", conversationId);
    const reply = await b.request("send_message", { receiverId: fan.id, content: "reply", conversationId });

    expect((await api("/api/chat/unread-count", { token: creator.token })).json.unreadCount).toBe(2);
    // the sender cannot mark messages addressed to someone else
    const wrong = await a.request("mark_messages_read", { conversationId, messageIds: [m1.message._id] });
    expect(wrong).toMatchObject({ success: true, messageIds: [] });
    expect((await prisma.message.findUniqueOrThrow({ where: { id: m1.message._id } })).isRead).toBe(false);

    const res = await b.request("mark_messages_read", { conversationId });
    expect(res.messageIds.sort()).toEqual([m1.message._id, m2.message._id].sort());
    const receipt = await a.waitFor("messages_read");
    expect(receipt).toMatchObject({ conversationId, readBy: creator.id });
    expect(receipt.messageIds.sort()).toEqual([m1.message._id, m2.message._id].sort());
    expect(new Date(receipt.readAt).getTime()).toBeGreaterThan(0);

    const stored = await prisma.message.findMany({ where: { conversationId }, orderBy: { createdAt: "asc" } });
    expect(stored.map((m) => [m.id, m.isRead, m.readAt !== null])).toEqual([
      [m1.message._id, true, true],
      [m2.message._id, true, true],
      [reply.message._id, false, false],
    ]);
    expect((await api("/api/chat/unread-count", { token: creator.token })).json.unreadCount).toBe(0);
  });
});

describe("presence", () => {
  it("goes online with the first socket and offline with lastSeen when the last one leaves", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    await send(a, creator.id, "are you there?");
    const stranger = await registerUser();
    const s = await connect(service.url, stranger.token);

    const b1 = await connect(service.url, creator.token);
    expect(await a.waitFor("user_status_change", (p) => p.userId === creator.id)).toEqual({ userId: creator.id, status: "online" });
    const b2 = await connect(service.url, creator.token);
    expect(await a.request("get_online_users")).toMatchObject({ success: true, users: [{ userId: creator.id, status: "online" }] });

    b1.close();
    await sleep(400);
    expect(a.received("user_status_change", (p) => p.userId === creator.id && p.status === "offline")).toHaveLength(0);
    b2.close();
    const off = await a.waitFor("user_status_change", (p) => p.userId === creator.id && p.status === "offline");
    expect(new Date(off.lastSeen).getTime()).toBeGreaterThan(Date.now() - 10_000);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: creator.id } });
    expect(user.lastSeenAt?.toISOString()).toBe(off.lastSeen);
    const list = await a.request("get_online_users", { userIds: [creator.id] });
    expect(list.users).toEqual([{ userId: creator.id, status: "offline", lastSeen: off.lastSeen }]);
    // people who share no conversation with the creator are not told
    expect(s.received("user_status_change", (p) => p.userId === creator.id)).toHaveLength(0);
  });

  it("follows THE presence rule: nothing through an empty conversation, across a block either way, or about a hidden account", async () => {
    const [fan, creator] = await pair();
    const a = await connect(service.url, fan.token);
    await send(a, creator.id, "hello");
    // a member who only opened a conversation (/chat?user=x) and never wrote
    const opener = await registerUser();
    expect((await api("/api/chat/conversations", { method: "POST", token: opener.token, body: { username: creator.username } })).status).toBeLessThan(300);
    const o = await connect(service.url, opener.token);

    const b = await connect(service.url, creator.token);
    await a.waitFor("user_status_change", (p) => p.userId === creator.id && p.status === "online");
    expect((await a.request("get_online_users", { userIds: [creator.id] })).users).toEqual([{ userId: creator.id, status: "online" }]);
    expect(await o.request("get_online_users", { userIds: [creator.id] })).toEqual({ success: true, users: [] });
    expect(o.received("user_status_change", (p) => p.userId === creator.id)).toHaveLength(0);

    // the creator blocks the fan: neither sees the other any more, status changes included
    expect((await api(`/api/users/${fan.username}/block`, { method: "POST", token: creator.token })).status).toBe(200);
    expect(await a.request("get_online_users", { userIds: [creator.id] })).toEqual({ success: true, users: [] });
    expect(await b.request("get_online_users", { userIds: [fan.id] })).toEqual({ success: true, users: [] });
    b.close();
    await sleep(400);
    const b2 = await connect(service.url, creator.token);
    await b2.request("get_online_users", {}); // answered once b2's presence is recorded and told
    await sleep(400);
    expect(a.received("user_status_change", (p) => p.userId === creator.id && p.status === "offline")).toHaveLength(0);
    expect(a.received("user_status_change", (p) => p.userId === creator.id)).toHaveLength(1);

    // unblocked, then the creator's account hidden by moderation: still nothing about them
    expect((await api(`/api/users/${fan.username}/block`, { method: "DELETE", token: creator.token })).status).toBe(200);
    expect((await a.request("get_online_users", { userIds: [creator.id] })).users).toEqual([{ userId: creator.id, status: "online" }]);
    await prisma.user.update({ where: { id: creator.id }, data: { hiddenAt: new Date() } });
    expect(await a.request("get_online_users", { userIds: [creator.id] })).toEqual({ success: true, users: [] });
    b2.close();
    await sleep(400);
    expect(a.received("user_status_change", (p) => p.userId === creator.id && p.status === "offline")).toHaveLength(0);
  });
});
