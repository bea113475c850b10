import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { pair, registerUser, type TestUser } from "../realtime/helpers";

/** Set-up: `count` stored messages from `from` to `to`, one second apart, oldest first. */
async function seedMessages(conversationId: string, from: TestUser, to: TestUser, count: number, start = Date.now() - 3_600_000) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const m = await prisma.message.create({
      data: { conversationId, senderId: from.id, receiverId: to.id, content: `msg ${i}`, createdAt: new Date(start + i * 1000) },
    });
    ids.push(m.id);
  }
  const last = ids[ids.length - 1];
  await prisma.conversation.update({ where: { id: conversationId }, data: { lastMessageId: last, lastActivity: new Date(start + (count - 1) * 1000) } });
  return ids;
}

async function start(viewer: TestUser, other: TestUser) {
  const res = await api("/api/chat/conversations", { method: "POST", token: viewer.token, body: { username: other.username } });
  return res;
}

describe("POST /api/chat/conversations", () => {
  it("starts the conversation with a creator once, then finds it", async () => {
    const [fan, creator] = await pair();
    const first = await start(fan, creator);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      success: true,
      conversation: {
        participant: { _id: creator.id, username: creator.username, firstName: "Test", profileImage: null },
        lastMessage: null,
        unreadCount: 0,
      },
    });
    const again = await start(fan, creator);
    expect(again.status).toBe(200);
    expect(again.json.conversation._id).toBe(first.json.conversation._id);
    // the creator sees the same conversation with the fan as participant, and can reply
    const back = await start(creator, fan);
    expect(back.json.conversation).toMatchObject({ _id: first.json.conversation._id, participant: { _id: fan.id } });
  });

  it("refuses strangers (403), unknown users (404), yourself (400) and anonymous callers (401)", async () => {
    const [fan, other] = await Promise.all([registerUser(), registerUser()]);
    const stranger = await start(fan, other);
    expect(stranger.status).toBe(403);
    expect(stranger.json).toEqual({ success: false, code: "MESSAGING_NOT_ALLOWED", message: "You can only message creators or your subscribers" });
    expect((await api("/api/chat/conversations", { method: "POST", token: fan.token, body: { username: "nobody_here_x" } })).status).toBe(404);
    expect((await start(fan, fan)).status).toBe(400);
    expect((await api("/api/chat/conversations", { method: "POST", body: { username: other.username } })).status).toBe(401);
    expect((await api("/api/chat/conversations", { method: "POST", token: fan.token, body: {} })).status).toBe(400);
  });
});

describe("GET /api/chat/conversations/with/{username}", () => {
  it("answers 404 before a conversation exists and the conversation after", async () => {
    const [fan, creator] = await pair();
    expect((await api(`/api/chat/conversations/with/${creator.username}`, { token: fan.token })).status).toBe(404);
    const { json } = await start(fan, creator);
    const found = await api(`/api/chat/conversations/with/${creator.username}`, { token: fan.token });
    expect(found.status).toBe(200);
    expect(found.json.conversation._id).toBe(json.conversation._id);
  });
});

describe("GET /api/chat/conversations", () => {
  it("lists the viewer's conversations, most recent first, with last message and unread count", async () => {
    const [fan, creator] = await pair();
    const creator2 = await registerUser({ creatorPriceCents: 500 });
    const c1 = (await start(fan, creator)).json.conversation._id;
    const c2 = (await start(fan, creator2)).json.conversation._id;
    await seedMessages(c1, creator, fan, 3, Date.now() - 60_000);
    const [older] = await seedMessages(c2, fan, creator2, 1, Date.now() - 120_000);

    expect((await api("/api/chat/conversations")).status).toBe(401);
    const res = await api("/api/chat/conversations", { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.conversations.map((c: { _id: string }) => c._id)).toEqual([c1, c2]);
    expect(res.json.conversations[0]).toMatchObject({
      participant: { _id: creator.id, username: creator.username },
      lastMessage: { sender: creator.id, content: "msg 2" },
      unreadCount: 3,
    });
    expect(res.json.conversations[1]).toMatchObject({ lastMessage: { _id: older, sender: fan.id }, unreadCount: 0 });
    const theirs = await api("/api/chat/conversations", { token: creator2.token });
    expect(theirs.json.conversations).toHaveLength(1);
    expect(theirs.json.conversations[0]).toMatchObject({ participant: { _id: fan.id }, unreadCount: 1 });
  });

  it("a conversation opened but never written in is listed on neither side (/chat?user=x without writing)", async () => {
    const [fan, creator] = await pair();
    const id = (await start(fan, creator)).json.conversation._id;
    for (const who of [fan, creator]) {
      const list = await api("/api/chat/conversations", { token: who.token });
      expect(list.json.conversations.map((c: { _id: string }) => c._id)).not.toContain(id);
      expect(list.json.pagination.total).toBe(0);
    }
    await seedMessages(id, fan, creator, 1);
    for (const who of [fan, creator]) {
      const list = await api("/api/chat/conversations", { token: who.token });
      expect(list.json.conversations.map((c: { _id: string }) => c._id)).toEqual([id]);
    }
  });
});

describe("GET /api/chat/conversations: pages and totals", () => {
  it("pages by latest activity across the conversations the member opened and those opened with them, leaving out and not counting a member who may not be shown", async () => {
    // sorted by id, the viewer in the middle: its pairs are sorted too, so it is participant A of
    // some conversations and participant B of the others
    const users = (await Promise.all(Array.from({ length: 7 }, () => registerUser()))).sort((a, b) => (a.id < b.id ? -1 : 1));
    const viewer = users[3];
    const others = users.filter((u) => u !== viewer);
    // oldest to newest, alternating sides: the viewer is B with others[0-2], A with others[3-5]
    const order = [0, 3, 1, 4, 2, 5];
    const ids: string[] = [];
    for (const [i, other] of others.entries()) {
      const [participantAId, participantBId] = [viewer.id, other.id].sort();
      const c = await prisma.conversation.create({ data: { participantAId, participantBId } });
      await seedMessages(c.id, other, viewer, 1, Date.now() - (10 - order.indexOf(i)) * 60_000);
      ids.push(c.id);
    }
    const newestFirst = [...order].reverse().map((i) => ids[i]);
    const page = async (n: number, limit = 2) => (await api(`/api/chat/conversations?page=${n}&limit=${limit}`, { token: viewer.token })).json;
    const seen: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const p = await page(n);
      expect(p.pagination).toEqual({ page: n, pages: 3, total: 6, hasMore: n < 3 });
      seen.push(...p.conversations.map((c: { _id: string }) => c._id));
    }
    expect(seen).toEqual(newestFirst);

    await prisma.user.update({ where: { id: others[4].id }, data: { accountStatus: "banned" } });
    await prisma.user.update({ where: { id: others[1].id }, data: { hiddenAt: new Date() } });
    const shown = newestFirst.filter((id) => id !== ids[4] && id !== ids[1]);
    const all = await page(1, 50);
    expect(all.conversations.map((c: { _id: string }) => c._id)).toEqual(shown);
    expect(all.pagination).toEqual({ page: 1, pages: 1, total: 4, hasMore: false });
    expect((await page(2, 3)).conversations.map((c: { _id: string }) => c._id)).toEqual(shown.slice(3));
    expect((await page(2, 3)).pagination).toEqual({ page: 2, pages: 2, total: 4, hasMore: false });
  });
});

describe("GET /api/chat/conversations/{conversationId}/messages", () => {
  it("pages newest first, each page oldest to newest", async () => {
    const [fan, creator] = await pair();
    const id = (await start(fan, creator)).json.conversation._id;
    const ids = await seedMessages(id, fan, creator, 60);

    const p1 = await api(`/api/chat/conversations/${id}/messages`, { token: creator.token });
    expect(p1.status).toBe(200);
    expect(p1.json.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(10));
    expect(p1.json.pagination).toEqual({ page: 1, pages: 2, total: 60, hasMore: true });
    expect(p1.json.messages[0]).toMatchObject({
      conversationId: id,
      sender: { _id: fan.id, username: fan.username },
      receiver: { _id: creator.id },
      content: "msg 10",
      messageType: "text",
      isRead: false,
      readAt: null,
      attachments: [],
    });
    const p2 = await api(`/api/chat/conversations/${id}/messages?page=2`, { token: fan.token });
    expect(p2.json.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(0, 10));
    expect(p2.json.pagination).toEqual({ page: 2, pages: 2, total: 60, hasMore: false });
    const small = await api(`/api/chat/conversations/${id}/messages?limit=5&page=3`, { token: fan.token });
    expect(small.json.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(45, 50));
    expect((await api(`/api/chat/conversations/${id}/messages?limit=500`, { token: fan.token })).status).toBe(400);
  });

  it("answers 403 to non-members, 404 to an unknown id, 400 to a malformed one, 401 anonymous", async () => {
    const [fan, creator] = await pair();
    const outsider = await registerUser();
    const id = (await start(fan, creator)).json.conversation._id;
    const res = await api(`/api/chat/conversations/${id}/messages`, { token: outsider.token });
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
    expect((await api(`/api/chat/conversations/00000000-0000-4000-8000-000000000000/messages`, { token: fan.token })).status).toBe(404);
    expect((await api(`/api/chat/conversations/not-an-id/messages`, { token: fan.token })).status).toBe(400);
    expect((await api(`/api/chat/conversations/${id}/messages`)).status).toBe(401);
  });
});

describe("PUT /api/chat/conversations/{conversationId}/read and GET /api/chat/unread-count", () => {
  it("marks the viewer's received messages read and updates the unread count", async () => {
    const [fan, creator] = await pair();
    const id = (await start(fan, creator)).json.conversation._id;
    const ids = await seedMessages(id, fan, creator, 3);
    expect((await api("/api/chat/unread-count", { token: creator.token })).json).toEqual({ success: true, unreadCount: 3 });

    // the sender cannot mark them
    const bySender = await api(`/api/chat/conversations/${id}/read`, { method: "PUT", token: fan.token, body: {} });
    expect(bySender.json.messageIds).toEqual([]);
    const one = await api(`/api/chat/conversations/${id}/read`, { method: "PUT", token: creator.token, body: { messageIds: [ids[0]] } });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ success: true, messageIds: [ids[0]], readBy: creator.id });
    expect((await api("/api/chat/unread-count", { token: creator.token })).json.unreadCount).toBe(2);
    await api(`/api/chat/conversations/${id}/read`, { method: "PUT", token: creator.token, body: {} });
    expect((await api("/api/chat/unread-count", { token: creator.token })).json.unreadCount).toBe(0);
    const stored = await prisma.message.findMany({ where: { conversationId: id } });
    expect(stored.every((m) => m.isRead && m.readAt)).toBe(true);

    const outsider = await registerUser();
    expect((await api(`/api/chat/conversations/${id}/read`, { method: "PUT", token: outsider.token, body: {} })).status).toBe(403);
    expect((await api("/api/chat/unread-count")).status).toBe(401);
  });
});

describe("reading a conversation clears its message notification", () => {
  it("the header's message badge (unread message notifications) drops to 0 once everything is read", async () => {
    const [fan, creator] = await pair();
    const { sendMessage } = await import("@/lib/chat/send");
    const sent = await sendMessage({ senderId: fan.id, receiverId: creator.id, content: "Hello there" });
    await sendMessage({ senderId: fan.id, receiverId: creator.id, content: "Are you around?", conversationId: sent.conversationId });
    const unreadMessages = async () => {
      const stats = await api("/api/notifications/stats", { token: creator.token });
      return (stats.json.stats.byType as { _id: string; unread: number }[]).find((t) => t._id === "message")?.unread ?? 0;
    };
    expect(await unreadMessages()).toBe(1); // one notification per sender, not per message
    await api(`/api/chat/conversations/${sent.conversationId}/read`, { method: "PUT", token: creator.token, body: { messageIds: [sent._id] } });
    expect(await unreadMessages()).toBe(1); // one message is still unread
    await api(`/api/chat/conversations/${sent.conversationId}/read`, { method: "PUT", token: creator.token, body: {} });
    expect(await unreadMessages()).toBe(0);
  });
});

describe("the first message of a pair (one statement)", () => {
  it("creates the conversation pointing at the message, notifies the receiver, and concurrent first messages of both members share it", async () => {
    const [fan, creator] = await pair();
    // the creator may write to the fan too: the fan has a subscription row to the creator
    await prisma.subscription.create({
      data: { subscriberId: fan.id, creatorId: creator.id, priceCents: 999, paymentMethod: "stripe", status: "active", endDate: new Date(Date.now() + 86_400_000) },
    });
    const { sendMessage } = await import("@/lib/chat/send");
    const sent = await Promise.all([
      sendMessage({ senderId: fan.id, receiverId: creator.id, content: "hi from the fan" }),
      sendMessage({ senderId: creator.id, receiverId: fan.id, content: "hi from the creator" }),
      sendMessage({ senderId: fan.id, receiverId: creator.id, content: "and again" }),
    ]);
    expect(new Set(sent.map((m) => m.conversationId)).size).toBe(1);
    const conversation = await prisma.conversation.findUniqueOrThrow({ where: { id: sent[0]!.conversationId } });
    const stored = await prisma.message.findMany({ where: { conversationId: conversation.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(stored.map((m) => m.content).sort()).toEqual(["and again", "hi from the creator", "hi from the fan"]);
    expect(stored.map((m) => m.id)).toContain(conversation.lastMessageId);
    const last = stored.find((m) => m.id === conversation.lastMessageId)!;
    expect(conversation.lastActivity.getTime()).toBe(last.createdAt.getTime());
    expect(await prisma.notification.count({ where: { recipientId: creator.id, senderId: fan.id, type: "message", isRead: false } })).toBe(1);
    expect(await prisma.notification.count({ where: { recipientId: fan.id, senderId: creator.id, type: "message" } })).toBe(1);
  });

  it("stores nothing when refused: unknown receiver (404), a stranger who is not a creator (403)", async () => {
    const fan = await registerUser();
    const stranger = await registerUser();
    const { sendMessage } = await import("@/lib/chat/send");
    await expect(sendMessage({ senderId: fan.id, receiverId: "00000000-0000-4000-8000-000000000000", content: "x" })).rejects.toMatchObject({ status: 404 });
    await expect(sendMessage({ senderId: fan.id, receiverId: stranger.id, content: "x" })).rejects.toMatchObject({ status: 403 });
    expect(await prisma.message.count({ where: { senderId: fan.id } })).toBe(0);
    expect(await prisma.conversation.count({ where: { OR: [{ participantAId: fan.id }, { participantBId: fan.id }] } })).toBe(0);
    expect(await prisma.notification.count({ where: { senderId: fan.id } })).toBe(0);
  });
});

describe("sending into an existing conversation (the one-statement path)", () => {
  it("stores every one of 20 concurrent messages, in commit order, and the conversation points at the newest", async () => {
    const [fan, creator] = await pair();
    const { sendMessage } = await import("@/lib/chat/send");
    const first = await sendMessage({ senderId: fan.id, receiverId: creator.id, content: "first" });
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendMessage({
          senderId: i % 2 ? fan.id : creator.id,
          receiverId: i % 2 ? creator.id : fan.id,
          content: `burst ${i}`,
          ...(i % 3 ? { conversationId: first.conversationId } : {}),
        }),
      ),
    );
    expect(new Set(sent.map((m) => m.conversationId))).toEqual(new Set([first.conversationId]));
    const stored = await prisma.message.findMany({
      where: { conversationId: first.conversationId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(stored).toHaveLength(21);
    const conversation = await prisma.conversation.findUniqueOrThrow({ where: { id: first.conversationId } });
    // the last committed message; createdAt has millisecond precision, so it may tie with another
    const newest = stored.find((m) => m.id === conversation.lastMessageId)!;
    expect(newest).toBeTruthy();
    expect(newest.createdAt.getTime()).toBe(stored[stored.length - 1]!.createdAt.getTime());
    expect(conversation.lastActivity.getTime()).toBe(newest.createdAt.getTime());
    // the answer is what was stored (time in UTC, sender filled in)
    const answered = sent.find((m) => m._id === newest.id)!;
    expect(answered.createdAt).toBe(newest.createdAt.toISOString());
    expect(answered.sender._id).toBe(newest.senderId);
    expect(Math.abs(newest.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses a conversation id that is not the pair's, storing nothing", async () => {
    const [fan, creator] = await pair();
    const [otherFan, otherCreator] = await pair();
    const { sendMessage } = await import("@/lib/chat/send");
    const theirs = await sendMessage({ senderId: otherFan.id, receiverId: otherCreator.id, content: "theirs" });
    await sendMessage({ senderId: fan.id, receiverId: creator.id, content: "ours" });
    await expect(
      sendMessage({ senderId: fan.id, receiverId: creator.id, content: "sneaky", conversationId: theirs.conversationId }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await prisma.message.count({ where: { content: "sneaky" } })).toBe(0);
  });

  it("honours the receiver's preference: no message notification when turned off", async () => {
    const [fan, creator] = await pair();
    await prisma.user.update({ where: { id: creator.id }, data: { notificationPrefs: { message: false } } });
    const { sendMessage } = await import("@/lib/chat/send");
    const m = await sendMessage({ senderId: fan.id, receiverId: creator.id, content: "quiet" });
    await sendMessage({ senderId: fan.id, receiverId: creator.id, content: "still quiet", conversationId: m.conversationId });
    expect(await prisma.notification.count({ where: { recipientId: creator.id, type: "message" } })).toBe(0);
    await sendMessage({ senderId: creator.id, receiverId: fan.id, content: "loud", conversationId: m.conversationId });
    expect(await prisma.notification.count({ where: { recipientId: fan.id, type: "message" } })).toBe(1);
  });
});
