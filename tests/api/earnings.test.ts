// A creator's money: balances through the hold, the month's statement (JSON and CSV), the chart's
// series, payouts (refusals, success, concurrent requests) and the admin's payout queue and
// payment list. Every scenario leaves the ledger balanced.
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, makeAdminById, member, notificationsOf, subscribeTo, type TestUser } from "../helpers/social";
import { expectLedgerBalanced, tallyMismatches } from "../helpers/money";
import { addPayoutMethod, chargeAt, DAY, earningsOf, requestPayout } from "../helpers/earnings";
import { creatorEarnings, earningsSeries } from "@/lib/payments/earnings";
import { reversePayment } from "@/lib/checkout/refunds";

afterEach(async () => {
  await expectLedgerBalanced();
});

async function admin(): Promise<TestUser> {
  const a = await member();
  await makeAdminById(a.id);
  return a;
}

const decide = (adminToken: string, id: string, body: unknown) => api(`/api/admin/payouts/${id}`, { method: "POST", token: adminToken, body });

describe("GET /api/users/earnings", () => {
  it("holds a charge's earnings for the hold, then makes them available; by kind; only the viewer's own", async () => {
    const star = await creator(999);
    const fan = await member();
    const card = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const tip = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: card.id } });
    expect(tip.status).toBe(201);

    // 9.99 less the 20% fee rounded down (1.99) = 8.00; 5 less 1 = 4
    expect(await earningsOf(star.token)).toEqual({
      success: true,
      currency: "TND",
      pending: 12,
      available: 0,
      paidOut: 0,
      lifetime: 12,
      byKind: { subscription: 8, tip: 4, purchase: 0 },
      minPayout: 20,
    });
    // six days later still on hold; eight days later available (PAYOUT_HOLD_DAYS 7)
    expect(await creatorEarnings(star.id, new Date(Date.now() + 6 * DAY))).toMatchObject({ pending: 12, available: 0 });
    expect(await creatorEarnings(star.id, new Date(Date.now() + 8 * DAY))).toMatchObject({ pending: 0, available: 12, lifetime: 12 });

    // the fan paid: none of it is theirs
    expect(await earningsOf(fan.token)).toMatchObject({ pending: 0, available: 0, lifetime: 0 });
    expect((await api("/api/users/earnings")).status).toBe(401);
  });

  it("a refund takes the creator's part back at once (available may go negative)", async () => {
    const star = await creator();
    const fan = await member();
    const old = await chargeAt(fan.id, star.id, 2500, new Date(Date.now() - 10 * DAY));
    const recent = await chargeAt(fan.id, star.id, 1000, new Date(Date.now() - DAY), "subscription");
    expect(await earningsOf(star.token)).toMatchObject({ pending: 8, available: 20, lifetime: 28, byKind: { tip: 20, subscription: 8 } });
    await reversePayment(recent.id, "refund", "asked by the fan");
    expect(await earningsOf(star.token)).toMatchObject({ pending: 8, available: 12, lifetime: 20, byKind: { tip: 20, subscription: 0 } });
    await reversePayment(old.id, "chargeback", "disputed");
    expect(await earningsOf(star.token)).toMatchObject({ pending: 8, available: -8, lifetime: 0 });
  });
});

describe("the earnings tallies (decision 097)", () => {
  it("follow every entry as it is written; a tally that differs from its entries is found", async () => {
    const star = await creator();
    const fan = await member();
    const tip = await chargeAt(fan.id, star.id, 1500, new Date("2025-06-01T10:00:00Z"), "tip");
    await reversePayment(tip.id, "refund", "mistake", new Date("2025-07-02T10:00:00Z"));
    await chargeAt(fan.id, star.id, 900, new Date("2025-07-03T10:00:00Z"), "subscription");
    expect(await tallyMismatches()).toEqual([]);
    expect(await prisma.creatorMonthTally.findMany({ where: { creatorId: star.id }, orderBy: { month: "asc" }, select: { netCents: true, grossCents: true } })).toEqual([
      { netCents: 1200n, grossCents: 1500n },
      { netCents: -1200n + 720n, grossCents: -1500n + 900n },
    ]);
    // put wrong inside a transaction nobody else sees (rolled back)
    const ROLLBACK = new Error("rollback");
    await prisma
      .$transaction(async (tx) => {
        await tx.creatorEarningsTally.update({ where: { creatorId: star.id }, data: { tipCents: { increment: 1 } } });
        expect((await tallyMismatches(tx)).map((m) => m.creatorId)).toEqual([star.id]);
        throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      });
  });
});

describe("GET /api/users/earnings/statement", () => {
  async function marchOf2025() {
    const star = await creator();
    const formula = await member();
    const quoted = await member();
    await prisma.user.update({ where: { id: formula.id }, data: { displayName: "=SUM(A1:A9)" } });
    await prisma.user.update({ where: { id: quoted.id }, data: { displayName: 'Mimi, "the" Fan' } });
    await chargeAt(formula.id, star.id, 2000, new Date("2025-03-10T12:00:00Z"), "subscription");
    const tip = await chargeAt(quoted.id, star.id, 1000, new Date("2025-03-20T08:30:00Z"), "tip");
    await reversePayment(tip.id, "refund", "mistake", new Date("2025-03-25T09:00:00Z"));
    await chargeAt(formula.id, star.id, 5000, new Date("2025-04-02T10:00:00Z"), "subscription"); // another month
    return star;
  }

  it("lists the month's entries with the fan's public name, gross, fee, net, status and availability; totals", async () => {
    const star = await marchOf2025();
    const res = await api("/api/users/earnings/statement?month=2025-03", { token: star.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      month: "2025-03",
      currency: "TND",
      entries: [
        {
          date: "2025-03-10T12:00:00.000Z",
          kind: "subscription",
          fan: { publicName: "=SUM(A1:A9)" },
          gross: 20,
          fee: 4,
          net: 16,
          status: "available",
          availableOn: "2025-03-17T12:00:00.000Z",
        },
        {
          date: "2025-03-20T08:30:00.000Z",
          kind: "tip",
          fan: { publicName: 'Mimi, "the" Fan' },
          gross: 10,
          fee: 2,
          net: 8,
          status: "available",
          availableOn: "2025-03-27T08:30:00.000Z",
        },
        {
          date: "2025-03-25T09:00:00.000Z",
          kind: "tip",
          fan: { publicName: 'Mimi, "the" Fan' },
          gross: -10,
          fee: -2,
          net: -8,
          status: "refunded",
          availableOn: "2025-03-25T09:00:00.000Z",
        },
      ],
      totals: { gross: 20, fee: 4, net: 16, payouts: 0 },
      truncated: false,
      nextCursor: null,
    });
    // a month without entries, and someone else asking for the same month
    expect((await api("/api/users/earnings/statement?month=2025-02", { token: star.token })).json.entries).toEqual([]);
    const other = await member();
    expect((await api("/api/users/earnings/statement?month=2025-03", { token: other.token })).json).toMatchObject({ entries: [], totals: { net: 0 } });
  });

  it("downloads the same as CSV (RFC 4180 quoting, formulas neutralised, amounts kept as numbers)", async () => {
    const star = await marchOf2025();
    const res = await fetch(new URL("/api/users/earnings/statement?month=2025-03&format=csv", process.env.TEST_BASE_URL), {
      headers: { authorization: `Bearer ${star.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="velvet-statement-2025-03.csv"');
    expect(await res.text()).toBe(
      [
        "date,kind,fan,gross,fee,net,status,available_on",
        "2025-03-10,subscription,'=SUM(A1:A9),20.00,4.00,16.00,available,2025-03-17",
        '2025-03-20,tip,"Mimi, ""the"" Fan",10.00,2.00,8.00,available,2025-03-27',
        '2025-03-25,tip,"Mimi, ""the"" Fan",-10.00,-2.00,-8.00,refunded,2025-03-25',
        "",
      ].join("\r\n"),
    );
  });

  it("pages a long month: each page after the last one's cursor, the whole month's totals on every page", async () => {
    const star = await creator();
    const fan = await member();
    // seven charges in May 2025, two in the same millisecond (the cursor orders them by id too)
    const at = (day: number) => new Date(Date.UTC(2025, 4, day, 9));
    for (const day of [3, 5, 5, 9, 12, 20, 28]) await chargeAt(fan.id, star.id, 1000 + day, at(day), "tip");
    const all = (await api("/api/users/earnings/statement?month=2025-05&limit=500", { token: star.token })).json;
    expect(all.entries).toHaveLength(7);
    expect(all).toMatchObject({ truncated: false, nextCursor: null, totals: { gross: 70.82 } });

    const seen: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; json: { totals: unknown; entries: unknown[]; nextCursor: string | null; truncated: boolean } } = await api(`/api/users/earnings/statement?month=2025-05&limit=3${cursor ? `&cursor=${cursor}` : ""}`, { token: star.token });
      expect(res.status).toBe(200);
      expect(res.json.totals).toEqual(all.totals);
      seen.push(...res.json.entries);
      cursor = res.json.nextCursor;
      expect(res.json.truncated).toBe(cursor !== null);
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.entries);
  });

  it("refuses a malformed month, format, cursor or limit with the field's error; 401 without a session", async () => {
    const star = await creator();
    for (const query of ["month=2025-13", "month=March", "month=1999-01", "format=xml", "cursor=abc", "cursor=1.x", "limit=0", "limit=many"]) {
      const res = await api(`/api/users/earnings/statement?${query}`, { token: star.token });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.errors), query).toEqual([query.split("=")[0]]);
    }
    expect((await api("/api/users/earnings/statement")).status).toBe(401);
  });
});

describe("GET /api/users/earnings/series", () => {
  it("net earned per UTC day over 30 days and per month over 12, zero-filled, the current one last", async () => {
    const star = await creator();
    const fan = await member();
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
    const fortyDaysAgo = new Date(now.getTime() - 40 * DAY);
    await chargeAt(fan.id, star.id, 1000, twoDaysAgo); // net 8
    await chargeAt(fan.id, star.id, 2500, fortyDaysAgo); // net 20: outside the 30 days

    const days = (await api("/api/users/earnings/series?range=30d", { token: star.token })).json;
    expect(days.points).toHaveLength(30);
    expect(days.points.at(-1).date).toBe(now.toISOString().slice(0, 10));
    expect(days.points.find((p: { net: number }) => p.net !== 0)).toEqual({ date: twoDaysAgo.toISOString().slice(0, 10), net: 8 });
    expect(days.points.filter((p: { net: number }) => p.net !== 0)).toHaveLength(1);

    const months = (await api("/api/users/earnings/series?range=12m", { token: star.token })).json;
    expect(months).toMatchObject({ success: true, range: "12m", currency: "TND" });
    expect(months.points).toHaveLength(12);
    expect(months.points.at(-1).date).toBe(now.toISOString().slice(0, 7));
    const byMonth = new Map<string, number>();
    for (const [at, net] of [[twoDaysAgo, 8], [fortyDaysAgo, 20]] as const) byMonth.set(at.toISOString().slice(0, 7), (byMonth.get(at.toISOString().slice(0, 7)) ?? 0) + net);
    expect(months.points.filter((p: { net: number }) => p.net !== 0)).toEqual([...byMonth].sort().map(([date, net]) => ({ date, net })));

    expect((await api("/api/users/earnings/series?range=7d", { token: star.token })).status).toBe(400);
  });

  it("takes `now`: the window moves with it", async () => {
    const star = await creator();
    const fan = await member();
    await chargeAt(fan.id, star.id, 1000, new Date("2025-01-31T23:59:00Z"));
    await chargeAt(fan.id, star.id, 2500, new Date("2025-02-01T00:01:00Z"));
    const days = await earningsSeries(star.id, "30d", new Date("2025-02-10T12:00:00Z"));
    expect(days.points[0]!.date).toBe("2025-01-12");
    expect(days.points.filter((p) => p.net !== 0)).toEqual([
      { date: "2025-01-31", net: 8 },
      { date: "2025-02-01", net: 20 },
    ]);
    const months = await earningsSeries(star.id, "12m", new Date("2025-02-10T12:00:00Z"));
    expect(months.points.map((p) => p.date)).toEqual(["2024-03", "2024-04", "2024-05", "2024-06", "2024-07", "2024-08", "2024-09", "2024-10", "2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(months.points.slice(-2)).toEqual([
      { date: "2025-01", net: 8 },
      { date: "2025-02", net: 20 },
    ]);
  });
});

describe("POST /api/users/payouts", () => {
  it("refuses without a payout method, below the minimum, above the available balance, and bad amounts (errors.amount)", async () => {
    const star = await creator();
    const fan = await member();
    await chargeAt(fan.id, star.id, 3000, new Date(Date.now() - 10 * DAY)); // available 24
    await chargeAt(fan.id, star.id, 1000, new Date(Date.now() - DAY)); // pending 8
    const refused = async (amount: unknown, message: string | RegExp) => {
      const res = await requestPayout(star.token, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.json.errors.amount[0], String(amount)).toMatch(message);
    };
    await refused(20, "Add a payout method first");
    await addPayoutMethod(star.token);
    await refused(19.99, "The smallest payout is 20");
    await refused(24.01, "The amount is more than your available balance"); // the 8 pending do not count
    await refused("24", /valid amount/);
    await refused(-5, /valid amount/);
    await refused(20.001, /2 decimals/);
    expect(await prisma.payout.count({ where: { creatorId: star.id } })).toBe(0);
    expect((await requestPayout("", 20)).status).toBe(401);
  });

  it("pays the available balance out to the default method: pending, listed newest first, only to its creator", async () => {
    const star = await creator();
    const fan = await member();
    await chargeAt(fan.id, star.id, 3000, new Date(Date.now() - 10 * DAY)); // available 24
    await addPayoutMethod(star.token, { type: "paypal", paypalEmail: "old@example.com" });
    const bank = await addPayoutMethod(star.token);
    await api(`/api/users/payout-methods/${bank._id}/default`, { method: "PUT", token: star.token });

    const res = await requestPayout(star.token, 24);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      payout: { _id: expect.any(String), amount: 24, currency: "TND", status: "pending", method: "Zitouna ****8831", note: null, createdAt: expect.any(String), decidedAt: null },
    });
    expect(await earningsOf(star.token)).toMatchObject({ available: 0, pending: 0, paidOut: 0, lifetime: 24 });

    await chargeAt(fan.id, star.id, 2500, new Date(Date.now() - 8 * DAY)); // 20 more available
    const second = await requestPayout(star.token, 20);
    expect(second.status).toBe(201);
    const list = await api("/api/users/payouts", { token: star.token });
    expect(list.json.payouts.map((p: { _id: string }) => p._id)).toEqual([second.json.payout._id, res.json.payout._id]);
    expect(list.json.pagination).toEqual({ total: 2, pages: 1, page: 1, limit: 20 });
    expect((await api("/api/users/payouts?limit=1&page=2", { token: star.token })).json.payouts[0]._id).toBe(res.json.payout._id);
    expect((await api("/api/users/payouts", { token: fan.token })).json.payouts).toEqual([]);
  });

  it("never overdraws: four requests of 20 at once against 50 available, two succeed", async () => {
    const star = await creator();
    const fan = await member();
    await chargeAt(fan.id, star.id, 6250, new Date(Date.now() - 10 * DAY)); // available 50
    await addPayoutMethod(star.token);
    const answers = await Promise.all([1, 2, 3, 4].map(() => requestPayout(star.token, 20)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.json.errors.amount[0]).toMatch(/more than your available balance/);
    expect(await earningsOf(star.token)).toMatchObject({ available: 10 });
    expect(await prisma.payout.count({ where: { creatorId: star.id } })).toBe(2);
  });
});

describe("the admin's payout queue", () => {
  it("sent: paid out and the creator told; failed: back to available and the creator told; once each", async () => {
    const boss = await admin();
    const star = await creator();
    const fan = await member();
    await chargeAt(fan.id, star.id, 7500, new Date(Date.now() - 10 * DAY)); // available 60
    await addPayoutMethod(star.token);
    const first = (await requestPayout(star.token, 20)).json.payout;
    const second = (await requestPayout(star.token, 25)).json.payout;
    expect(await earningsOf(star.token)).toMatchObject({ available: 15 });

    const queue = await api("/api/admin/payouts", { token: boss.token });
    expect(queue.status).toBe(200);
    const mine = queue.json.payouts.filter((p: { creator: { username: string } }) => p.creator?.username === star.username);
    expect(mine.map((p: { _id: string }) => p._id)).toEqual([first._id, second._id]); // oldest first
    expect(mine[0]).toMatchObject({ amount: 20, status: "pending", method: "Zitouna ****8831", creator: { _id: star.id, username: star.username } });

    const sent = await decide(boss.token, first._id, { status: "sent", note: "TRX-0001" });
    expect(sent.status).toBe(200);
    expect(sent.json.payout).toMatchObject({ _id: first._id, status: "sent", note: "TRX-0001", decidedAt: expect.any(String) });
    expect(await earningsOf(star.token)).toMatchObject({ available: 15, paidOut: 20 });
    expect((await decide(boss.token, first._id, { status: "failed" })).status).toBe(409);

    const failed = await decide(boss.token, second._id, { status: "failed", note: "Account closed" });
    expect(failed.json.payout).toMatchObject({ status: "failed", note: "Account closed" });
    expect(await earningsOf(star.token)).toMatchObject({ available: 40, paidOut: 20, pending: 0, lifetime: 60 });
    expect((await decide(boss.token, second._id, { status: "sent" })).status).toBe(409);

    const notes = (await notificationsOf(star)).filter((n) => n.title.startsWith("Payout"));
    expect(notes).toHaveLength(2);
    expect(notes.find((n) => n.type === "payout_completed")).toMatchObject({ title: "Payout sent", actionUrl: "/earnings" });
    expect(notes.find((n) => n.type === "payout_completed")!.message).toMatch(/20\.000.*Zitouna \*\*\*\*8831.*TRX-0001/);
    expect(notes.find((n) => n.type === "system")).toMatchObject({ title: "Payout failed", actionUrl: "/earnings" });
    expect(notes.find((n) => n.type === "system")!.message).toMatch(/25\.000.*Account closed.*back in your available balance/);

    // the lists by status, and the creator's own view
    const ids = async (status: string) =>
      (await api(`/api/admin/payouts?status=${status}`, { token: boss.token })).json.payouts.map((p: { _id: string }) => p._id);
    expect(await ids("sent")).toContain(first._id);
    expect(await ids("failed")).toContain(second._id);
    expect(await ids("pending")).not.toContain(first._id);
    const own = (await api("/api/users/payouts", { token: star.token })).json.payouts;
    expect(own.map((p: { status: string }) => p.status)).toEqual(["failed", "sent"]);

    // the statement shows each payout, and the failed one's amount coming back
    const statement = (await api("/api/users/earnings/statement", { token: star.token })).json;
    const payouts = statement.entries.filter((e: { kind: string }) => e.kind === "payout");
    expect(payouts.map((e: { net: number; status: string; fan: null }) => [e.net, e.status, e.fan])).toEqual([
      [-20, "sent", null],
      [-25, "failed", null],
      [25, "returned", null],
    ]);
    expect(statement.totals.payouts).toBe(-20);
  });

  it("refuses members (403), anonymous callers (401), unknown payouts (404) and bad input (400)", async () => {
    const boss = await admin();
    const star = await creator();
    const fan = await member();
    await chargeAt(fan.id, star.id, 3000, new Date(Date.now() - 10 * DAY));
    await addPayoutMethod(star.token);
    const payout = (await requestPayout(star.token, 20)).json.payout;
    expect((await api("/api/admin/payouts", { token: star.token })).status).toBe(403);
    expect((await api("/api/admin/payouts")).status).toBe(401);
    expect((await decide(star.token, payout._id, { status: "sent" })).status).toBe(403);
    expect((await decide(boss.token, "00000000-0000-4000-8000-000000000000", { status: "sent" })).status).toBe(404);
    expect((await decide(boss.token, "not-an-id", { status: "sent" })).status).toBe(404);
    const bad = await decide(boss.token, payout._id, { status: "maybe" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["status"]);
    expect((await decide(boss.token, payout._id, { status: "sent", note: "x".repeat(501) })).json.errors).toHaveProperty("note");
    expect((await api("/api/admin/payouts?status=lost", { token: boss.token })).status).toBe(400);
    // still pending, still the creator's: nothing moved
    expect(await earningsOf(star.token)).toMatchObject({ available: 4, paidOut: 0 });
  });
});

describe("the admin's payment list", () => {
  it("lists payments with payer, creator, amount, card and status; filters by status, kind and search; refunds show", async () => {
    const boss = await admin();
    const star = await creator(999);
    const fan = await member();
    const card = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const list = async (query: string) => (await api(`/api/admin/payments?${query}`, { token: boss.token })).json;

    const found = await list(`q=${fan.username}`);
    expect(found.payments).toHaveLength(1);
    expect(found.payments[0]).toMatchObject({
      kind: "subscription",
      amount: 9.99,
      fee: 1.99,
      currency: "TND",
      status: "succeeded",
      payer: { _id: fan.id, username: fan.username },
      creator: { _id: star.id, username: star.username },
      card: { brand: "Visa", last4: "4242" },
      refundReason: null,
    });
    expect((await list(`q=${star.username.toUpperCase()}`)).payments.map((p: { _id: string }) => p._id)).toEqual([found.payments[0]._id]);
    expect((await list(`q=${fan.username}&kind=tip`)).payments).toEqual([]);
    expect((await list(`q=${fan.username}&status=refunded`)).payments).toEqual([]);

    const refund = await api(`/api/admin/payments/${found.payments[0]._id}/refund`, { method: "POST", token: boss.token, body: { reason: "Fan asked" } });
    expect(refund.status).toBe(200);
    expect((await list(`q=${fan.username}&status=refunded`)).payments[0]).toMatchObject({ status: "refunded", refundReason: "Fan asked" });
    expect(await earningsOf(star.token)).toMatchObject({ pending: 8, available: -8, lifetime: 0 });

    expect((await api("/api/admin/payments", { token: fan.token })).status).toBe(403);
    expect((await api("/api/admin/payments?kind=gift", { token: boss.token })).status).toBe(400);
  });
});
