import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { addCard, creator, member, subscribeTo } from "../helpers/social";

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
