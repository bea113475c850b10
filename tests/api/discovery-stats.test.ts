import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { accountDiscoverableWhere } from "@/lib/access/accounts";
import { creator, daysAgo, daysFromNow, insertSubscription, member, setPrice } from "../helpers/social";
import { REFRESH_LOCK_KEY, refreshCreatorStats } from "@/lib/discovery/stats";
import { onEmbeddedDatabase } from "../helpers/db";

// creators in discovery: verified members with a price whose account may be shown and is not restricted (lib/access/accounts.ts, lib/users/creator.ts)
const creatorCount = () => prisma.user.count({ where: { subscriptionPrice: { not: null }, role: "MEMBER", verifiedAt: { not: null }, ...accountDiscoverableWhere() } });
const allStats = () => prisma.creatorStats.findMany({ orderBy: { creatorId: "asc" } });

async function trendingIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await api(`/api/users/discover/trending?page=${page}&limit=50`);
    expect(res.status).toBe(200);
    ids.push(...res.json.creators.map((c: { _id: string }) => c._id));
    if (!res.json.pagination.hasNext) return ids;
  }
}

describe("refreshCreatorStats (figures of GET /api/users/discover/trending and featured)", () => {
  it("computes each creator's figures with the access rule and the 30-day window, and drops creators without a price", async () => {
    const c = await creator(800);
    const fans = await Promise.all(Array.from({ length: 3 }, () => member()));
    await insertSubscription(fans[0].id, c.id, daysAgo(2), daysFromNow(28)); // access, recent
    await insertSubscription(fans[1].id, c.id, daysAgo(50), daysFromNow(3), "cancelled"); // access, old
    await insertSubscription(fans[2].id, c.id, daysAgo(20), daysAgo(1), "active"); // past end date (not flipped yet), recent
    await prisma.post.create({ data: { authorId: c.id, title: "t", content: "c", status: "published" } });
    await prisma.post.create({ data: { authorId: c.id, title: "d", content: "c", status: "draft" } });

    const r = await refreshCreatorStats(new Date(), { wait: true });
    expect(r.refreshed).toBe(true);
    const row = await prisma.creatorStats.findUnique({ where: { creatorId: c.id } });
    expect(row).toMatchObject({ subscriberCount: 2, recentSubscribers: 2, postCount: 1 });
    expect(await prisma.creatorStats.count()).toBe(await creatorCount());
    expect(await trendingIds()).toContain(c.id);

    await setPrice(c.id, null);
    const r2 = await refreshCreatorStats(new Date(), { wait: true });
    expect(r2).toMatchObject({ refreshed: true, removed: 1 });
    expect(await prisma.creatorStats.findUnique({ where: { creatorId: c.id } })).toBeNull();
    expect(await trendingIds()).not.toContain(c.id);
  });

  it("writes trending's totalCount with the figures: a new creator counts from the next refresh on", async () => {
    await refreshCreatorStats(new Date(), { wait: true });
    const total = async () => (await api("/api/users/discover/trending?page=1&limit=1")).json.pagination.totalCount as number;
    const before = await total();
    expect(before).toBe(await prisma.creatorStats.count());

    const c = await creator(900);
    expect(await total()).toBe(before); // not in the figures yet, so not counted either
    await refreshCreatorStats(new Date(), { wait: true });
    expect(await total()).toBe(before + 1);
    expect(await prisma.creatorStats.count()).toBe(before + 1);
    const past = await api(`/api/users/discover/trending?page=9999&limit=50`);
    expect(past.json.pagination.totalCount).toBe(before + 1);

    await setPrice(c.id, null);
    await refreshCreatorStats(new Date(), { wait: true });
    expect(await total()).toBe(before);
  });

  it("is idempotent: a second refresh at the same instant rewrites nothing and leaves the same rows", async () => {
    const c = await creator(700);
    await insertSubscription((await member()).id, c.id, daysAgo(1), daysFromNow(29));
    const now = new Date();
    await refreshCreatorStats(now, { wait: true });
    const before = await allStats();
    const again = await refreshCreatorStats(now, { wait: true });
    expect(again).toMatchObject({ refreshed: true, written: 0, removed: 0 });
    expect(await allStats()).toEqual(before);
    expect(before.find((s) => s.creatorId === c.id)).toMatchObject({ subscriberCount: 1, recentSubscribers: 1 });
  });

  it("runs safely when several refreshes start at once in one instance; the waiting ones run one after the other", async () => {
    await creator(600);
    const now = new Date();
    const results = await Promise.all([
      refreshCreatorStats(now),
      refreshCreatorStats(now),
      refreshCreatorStats(now, { wait: true }),
      refreshCreatorStats(now, { wait: true }),
    ]);
    // nothing threw; the waiting ones both ran (one after the other)
    expect(results[2].refreshed).toBe(true);
    expect(results[3].refreshed).toBe(true);
    expect(await prisma.creatorStats.count()).toBe(await creatorCount());
  });

  // Another instance holding the refresh lock needs a second database session at the same time:
  // the embedded database (PGlite) is one session, so this runs on a PostgreSQL server only.
  it.skipIf(onEmbeddedDatabase)("with several app instances (PostgreSQL server only): a scheduled refresh finding the lock taken by another instance skips", async () => {
    await creator(601);
    // another instance holds the lock: a scheduled (non-waiting) refresh skips instead of queueing
    const skipped = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REFRESH_LOCK_KEY}::bigint)`;
      return refreshCreatorStats(new Date());
    });
    expect(skipped).toMatchObject({ refreshed: false, reason: "locked" });
  });
});
