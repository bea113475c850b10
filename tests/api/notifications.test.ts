import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { addCard, creator, member, subscribeTo } from "../helpers/social";
import { prisma } from "../helpers/db";
import { unreadCountsOf } from "@/lib/notifications/unread-changes";

describe("GET /api/notifications", () => {
  it("shows each user only their own notifications, newest first, with sender and unreadCount", async () => {
    const star = await creator();
    const fans = [await member(), await member(), await member()];
    for (const f of fans) await subscribeTo(f, star.id);
    await api("/api/tips", { method: "POST", token: fans[0].token, body: { recipientUsername: star.username, amount: 5, cardId: (await addCard(fans[0].id)).id } });

    const res = await api("/api/notifications?page=1&limit=2", { token: star.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, unreadCount: 4 });
    expect(res.json.notifications).toHaveLength(2);
    const [first] = res.json.notifications;
    expect(first).toMatchObject({ type: "payment_received", isRead: false, sender: { _id: fans[0].id, username: fans[0].username, firstName: "Test" } });
    for (const k of ["_id", "title", "message", "priority", "createdAt", "actionUrl"]) expect(first).toHaveProperty(k);
    expect(res.json.pagination).toMatchObject({ total: 4, pages: 2 });
    // the fans got nothing from these events
    const fanView = await api("/api/notifications", { token: fans[1].token });
    expect(fanView.json.notifications).toEqual([]);
    expect(fanView.json.unreadCount).toBe(0);
    expect((await api("/api/notifications")).status).toBe(401);
  });
});

describe("GET /api/notifications: senders who may not be shown", () => {
  it("leaves their notifications out of the page and of the total, and counts them again when they may be shown", async () => {
    const star = await creator();
    const fans = await Promise.all(Array.from({ length: 6 }, () => member()));
    for (const f of fans) await subscribeTo(f, star.id);
    await api("/api/tips", { method: "POST", token: fans[1].token, body: { recipientUsername: star.username, amount: 5, cardId: (await addCard(fans[1].id)).id } });
    type Page = { notifications: { sender: { _id: string } | null }[]; pagination: { total: number; pages: number } };
    const read = async (query = "") => (await api(`/api/notifications?page=1&limit=50${query}`, { token: star.token })).json as Page;
    const senders = (p: Page) => new Set(p.notifications.map((n) => n.sender?._id));
    const before = await read();
    expect(before.pagination.total).toBe(before.notifications.length);
    expect(senders(before)).toEqual(new Set(fans.map((f) => f.id)));

    const hour = 60 * 60 * 1000;
    const standing = [
      { accountStatus: "banned" as const },
      { accountStatus: "suspended" as const, suspendedUntil: new Date(Date.now() - hour) }, // lifted: shown
      { accountStatus: "suspended" as const, suspendedUntil: new Date(Date.now() + hour) },
      { hiddenAt: new Date() },
      { deletionRequestedAt: new Date() },
      { deletionRequestedAt: new Date(Date.now() - hour), erasedAt: new Date() }, // a tombstone: shown
    ];
    for (const [i, data] of standing.entries()) await prisma.user.update({ where: { id: fans[i].id }, data });

    const shown = new Set([fans[1].id, fans[5].id]);
    const after = await read();
    expect(senders(after)).toEqual(shown);
    expect(after.pagination.total).toBe(after.notifications.length);
    expect(after.pagination.total).toBe(before.notifications.filter((n) => shown.has(n.sender!._id)).length);
    const tips = await read("&type=payment_received");
    expect(tips.pagination.total).toBe(tips.notifications.length);
    expect(senders(tips)).toEqual(new Set([fans[1].id]));
    const subs = await read("&type=subscription");
    expect(subs.pagination).toMatchObject({ total: 2, pages: 1 });

    // every count says what the list shows: its unread count, the bell, the stats, the realtime badges
    const list = (await api("/api/notifications?page=1&limit=50", { token: star.token })).json;
    expect(list.unreadCount).toBe(after.pagination.total); // none read yet
    expect((await api("/api/notifications/unread-count", { token: star.token })).json.unreadCount).toBe(after.pagination.total);
    const stats = (await api("/api/notifications/stats", { token: star.token })).json.stats;
    expect(stats).toMatchObject({ total: after.pagination.total, unread: after.pagination.total });
    expect(stats.byType).toEqual(expect.arrayContaining([{ _id: "subscription", unread: 2, total: 2 }, { _id: "payment_received", unread: 1, total: 1 }]));
    expect((await unreadCountsOf([star.id])).get(star.id)).toEqual({ notifications: after.pagination.total, messages: 0 });

    await prisma.user.update({ where: { id: fans[0].id }, data: { accountStatus: "active" } });
    expect((await read()).pagination.total).toBe(after.pagination.total + before.notifications.filter((n) => n.sender!._id === fans[0].id).length);
    expect((await api("/api/notifications/unread-count", { token: star.token })).json.unreadCount).toBe((await read()).pagination.total);
  });
});

describe("PUT /api/notifications/{id}/read and /read-all", () => {
  it("moves the unread count as notifications are read, never below 0, recipient only", async () => {
    const star = await creator();
    const fans = [await member(), await member(), await member()];
    for (const f of fans) await subscribeTo(f, star.id);
    const count = async () => (await api("/api/notifications/unread-count", { token: star.token })).json.unreadCount;
    expect(await count()).toBe(3);

    const list = (await api("/api/notifications", { token: star.token })).json.notifications;
    // someone else cannot read or mark it
    expect((await api(`/api/notifications/${list[0]._id}/read`, { method: "PUT", token: fans[0].token })).status).toBe(404);
    expect(await count()).toBe(3);

    const one = await api(`/api/notifications/${list[0]._id}/read`, { method: "PUT", token: star.token });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ success: true, unreadCount: 2 });
    // marking the same one again changes nothing
    expect((await api(`/api/notifications/${list[0]._id}/read`, { method: "PUT", token: star.token })).json.unreadCount).toBe(2);
    expect(await count()).toBe(2);
    const after = (await api("/api/notifications", { token: star.token })).json.notifications;
    expect(after.find((n: { _id: string }) => n._id === list[0]._id).isRead).toBe(true);

    const all = await api("/api/notifications/read-all", { method: "PUT", token: star.token });
    expect(all.json).toMatchObject({ success: true, unreadCount: 0, modifiedCount: 2 });
    expect(await count()).toBe(0);
    expect((await api("/api/notifications/read-all", { method: "PUT", token: star.token })).json.unreadCount).toBe(0);

    expect((await api("/api/notifications/not-a-uuid/read", { method: "PUT", token: star.token })).status).toBe(404);
    expect((await api("/api/notifications/unread-count")).status).toBe(401);
  });
});

describe("GET /api/notifications/stats", () => {
  it("counts unread and total by type", async () => {
    const star = await creator();
    const fans = [await member(), await member()];
    for (const f of fans) await subscribeTo(f, star.id);
    await api("/api/tips", { method: "POST", token: fans[0].token, body: { recipientUsername: star.username, amount: 3, cardId: (await addCard(fans[0].id)).id } });
    const list = (await api("/api/notifications", { token: star.token })).json.notifications;
    const sub = list.find((n: { type: string }) => n.type === "subscription");
    await api(`/api/notifications/${sub._id}/read`, { method: "PUT", token: star.token });

    const res = await api("/api/notifications/stats", { token: star.token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const byType = Object.fromEntries(res.json.stats.byType.map((t: { _id: string; unread: number; total: number }) => [t._id, [t.unread, t.total]]));
    expect(byType).toEqual({ subscription: [1, 2], payment_received: [1, 1] });
    expect((await api("/api/notifications/stats")).status).toBe(401);
  });
});
