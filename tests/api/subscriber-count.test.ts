import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { creator, daysAgo, daysFromNow, insertSubscription, member, setPeriod, subscribeTo, type TestUser } from "../helpers/social";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";
import { countSubscribers } from "@/lib/subscriptions/counts";

// A profile's subscriberCount is read from a tally the database keeps on every write to
// Subscription (lib/users/counts.ts). These tests write subscriptions every way the product and
// its tools do and check the count a visitor sees against the rows themselves.

const shown = async (star: TestUser) => (await api(`/api/users/${star.username}`)).json.user.subscriberCount as number;
const live = (star: TestUser) => countSubscribers(star.id);

async function expectExact(star: TestUser, expected: number) {
  expect(await live(star)).toBe(expected);
  expect(await shown(star)).toBe(expected);
  expect((await api("/api/users/me", { token: star.token })).json.user.subscriberCount).toBe(expected);
}

/** Every tally equals its creator's rows with status active or cancelled (whatever their end date). */
async function expectTalliesConsistent() {
  const rows = await prisma.$queryRaw<{ creatorId: string; tally: number; actual: number }[]>`
    SELECT COALESCE(t."creatorId", s."creatorId") AS "creatorId", COALESCE(t."count", 0)::int AS tally, COALESCE(s.n, 0)::int AS actual
    FROM "CreatorSubscriberTally" t
    FULL JOIN (SELECT "creatorId", count(*) AS n FROM "Subscription" WHERE "status" IN ('active', 'cancelled') GROUP BY "creatorId") s
      ON s."creatorId" = t."creatorId"
    WHERE COALESCE(t."count", 0) <> COALESCE(s.n, 0)`;
  expect(rows).toEqual([]);
}

describe("subscriberCount on a profile", () => {
  it("stays exact through subscribe, cancel, renew, lapse, the expiry job and direct writes", async () => {
    const star = await creator(900);
    const fans = await Promise.all(Array.from({ length: 4 }, () => member()));
    await expectExact(star, 0);

    expect((await subscribeTo(fans[0], star.id)).status).toBe(201);
    expect((await subscribeTo(fans[1], star.id)).status).toBe(201);
    await expectExact(star, 2);

    // cancelled keeps access until the end date
    expect((await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fans[0].token })).status).toBe(200);
    await expectExact(star, 2);
    // resubscribing a cancelled subscription (renewal back on, no charge)
    expect((await subscribeTo(fans[0], star.id)).status).toBe(200);
    await expectExact(star, 2);

    // past its end date (and not renewing), not yet flipped by the job: no longer counted
    await setPeriod(fans[1].id, star.id, { startDate: daysAgo(31), endDate: new Date(Date.now() - 1000), autoRenew: false });
    await expectExact(star, 1);
    // the job flips it; the count does not move
    expect(await expireDueSubscriptions()).toBeGreaterThanOrEqual(1);
    await expectExact(star, 1);
    // renewing an expired subscription
    expect((await subscribeTo(fans[1], star.id)).status).toBe(201);
    await expectExact(star, 2);

    // rows written directly (tools, imports) and removed directly
    await insertSubscription(fans[2].id, star.id, daysAgo(3), daysFromNow(27), "cancelled");
    await insertSubscription(fans[3].id, star.id, daysAgo(40), daysAgo(10), "expired");
    await expectExact(star, 3);
    await prisma.subscription.deleteMany({ where: { creatorId: star.id, subscriberId: { in: [fans[2].id, fans[3].id] } } });
    await expectExact(star, 2);
    await prisma.subscription.updateMany({ where: { creatorId: star.id }, data: { status: "expired" } });
    await expectExact(star, 0);
    await expectTalliesConsistent();
  });

  it("counts every one of many fans subscribing at the same moment", async () => {
    const star = await creator(500);
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const statuses = await Promise.all(fans.map((f) => subscribeTo(f, star.id).then((r) => r.status)));
    expect(statuses).toEqual(fans.map(() => 201));
    await expectExact(star, 8);
    await expectTalliesConsistent();
  });

  it("follows bulk writes across creators and deleted accounts", async () => {
    const stars = await Promise.all([creator(300), creator(400)]);
    const fans = await Promise.all(Array.from({ length: 3 }, () => member()));
    await prisma.subscription.createMany({
      data: stars.flatMap((s) =>
        fans.map((f, i) => ({ subscriberId: f.id, creatorId: s.id, startDate: daysAgo(1), endDate: daysFromNow(29), status: i === 2 ? ("expired" as const) : ("active" as const), priceCents: 300, paymentMethod: "test" })),
      ),
    });
    await expectExact(stars[0], 2);
    await expectExact(stars[1], 2);
    // a fan's account removed: their subscriptions go with it (cascade), and so does their count
    await prisma.user.delete({ where: { id: fans[0].id } });
    await expectExact(stars[0], 1);
    await expectExact(stars[1], 1);
    // a creator's account removed: nothing is left behind and nothing fails
    await prisma.user.delete({ where: { id: stars[1].id } });
    expect(await prisma.creatorSubscriberTally.findUnique({ where: { creatorId: stars[1].id } })).toBeNull();
    await expectTalliesConsistent();
  });
});
