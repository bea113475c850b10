import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { creator, daysAgo, member, setPeriod, subscribeTo } from "../helpers/social";

describe("GET /api/users/{username}/subscribers", () => {
  it("lists the creator's subscribers with subscriptionInfo, filtered by status and paged", async () => {
    const star = await creator(1500);
    const fans = [await member(), await member(), await member()];
    for (const f of fans) expect((await subscribeTo(f, star.id)).status).toBe(201);
    await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fans[1].token });
    await setPeriod(fans[2].id, star.id, { startDate: daysAgo(45), endDate: daysAgo(15), autoRenew: false });

    const active = await api(`/api/users/${star.username}/subscribers`, { token: star.token });
    expect(active.status).toBe(200);
    expect(active.json.success).toBe(true);
    expect(active.json.subscribers).toHaveLength(1);
    expect(active.json.subscribers[0]).toMatchObject({
      _id: fans[0].id,
      username: fans[0].username,
      firstName: "Test",
      subscriptionPrice: 15,
      subscriptionInfo: { status: "active", daysRemaining: 30 },
    });
    expect(active.json.subscribers[0]).toHaveProperty("profileImage");
    expect(active.json.subscribers[0]).toHaveProperty("bio");
    expect(active.json.pagination).toMatchObject({ total: 1, pages: 1 });

    const all = await api(`/api/users/${star.username}/subscribers?status=all&limit=2&page=1`, { token: star.token });
    expect(all.json.pagination).toMatchObject({ total: 3, pages: 2, page: 1, limit: 2 });
    expect(all.json.subscribers).toHaveLength(2);
    const page2 = await api(`/api/users/${star.username}/subscribers?status=all&limit=2&page=2`, { token: star.token });
    expect(page2.json.subscribers).toHaveLength(1);

    const cancelled = await api(`/api/users/${star.username}/subscribers?status=cancelled`, { token: star.token });
    expect(cancelled.json.subscribers.map((s: { _id: string }) => s._id)).toEqual([fans[1].id]);
    const expired = await api(`/api/users/${star.username}/subscribers?status=expired`, { token: star.token });
    expect(expired.json.subscribers.map((s: { _id: string }) => s._id)).toEqual([fans[2].id]);
    expect(expired.json.subscribers[0].subscriptionInfo).toMatchObject({ status: "expired", daysRemaining: 0 });
  });

  it("only the user themself may list them (401 anonymous, 403 others), bad status 400, limit capped at 50", async () => {
    const star = await creator();
    const other = await member();
    expect((await api(`/api/users/${star.username}/subscribers`)).status).toBe(401);
    expect((await api(`/api/users/${star.username}/subscribers`, { token: other.token })).status).toBe(403);
    expect((await api(`/api/users/${star.username}/subscriptions`, { token: other.token })).status).toBe(403);
    expect((await api(`/api/users/${star.username}/subscribers?status=weird`, { token: star.token })).status).toBe(400);
    const big = await api(`/api/users/${star.username}/subscribers?limit=500`, { token: star.token });
    expect(big.status).toBe(200);
    expect(big.json.pagination.limit).toBe(50);
  });
});

describe("GET /api/users/{username}/subscriptions", () => {
  it("lists the creators the user subscribes to with their price", async () => {
    const a = await creator(500);
    const b = await creator(2000);
    const fan = await member();
    await subscribeTo(fan, a.id);
    await subscribeTo(fan, b.id);
    const res = await api(`/api/users/${fan.username}/subscriptions?status=active`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.pagination).toMatchObject({ total: 2, pages: 1 });
    const byId = Object.fromEntries(res.json.subscriptions.map((s: { _id: string; subscriptionPrice: number }) => [s._id, s.subscriptionPrice]));
    expect(byId).toEqual({ [a.id]: 5, [b.id]: 20 });
    const me = await api("/api/users/me", { token: fan.token });
    expect(me.json.user.subscriptionCount).toBe(2);
  });
});
