import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { givesAccess, lapsed } from "@/lib/access/subscription";

// The rule "a subscription gives access" is written once, as SQL functions (migration
// subscription_access_rule) reached through lib/access/subscription.ts. This is its table:
// every status against an end date before, at and after the moment asked about.
describe("the subscription access rule", () => {
  it("gives access while active or cancelled and before the end date; lapsed once the end date is reached", async () => {
    const at = new Date("2026-06-01T12:00:00.000Z");
    const ends = { before: new Date(at.getTime() - 1), at, after: new Date(at.getTime() + 1) };
    const rows: { status: string; end: string; access: boolean; lapsed: boolean }[] = [];
    for (const status of ["active", "cancelled", "expired"] as const) {
      for (const [end, endDate] of Object.entries(ends)) {
        const s = { status: sql<typeof status>`${status}::"SubscriptionStatus"`, endDate: sql<Date>`${endDate}::timestamp(3)` };
        const row = await kysely()
          .selectNoFrom([givesAccess(s, at).as("access"), lapsed(s, at).as("lapsed")])
          .executeTakeFirstOrThrow();
        rows.push({ status, end, access: row.access === true, lapsed: row.lapsed === true });
      }
    }
    expect(rows).toEqual([
      { status: "active", end: "before", access: false, lapsed: true },
      { status: "active", end: "at", access: false, lapsed: true },
      { status: "active", end: "after", access: true, lapsed: false },
      { status: "cancelled", end: "before", access: false, lapsed: true },
      { status: "cancelled", end: "at", access: false, lapsed: true },
      { status: "cancelled", end: "after", access: true, lapsed: false },
      { status: "expired", end: "before", access: false, lapsed: false },
      { status: "expired", end: "at", access: false, lapsed: false },
      { status: "expired", end: "after", access: false, lapsed: false },
    ]);
  });

  it("is inlined by PostgreSQL, so an index sees the condition as written in place", async () => {
    const plan = await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT 1 FROM "Subscription" s WHERE s."subscriberId" = ${"00000000-0000-4000-8000-000000000000"}::uuid AND ${givesAccess({ status: sql.ref("s.status"), endDate: sql.ref("s.endDate") }, new Date())}`.execute(kysely());
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).not.toContain("subscription_gives_access");
    expect(text).toMatch(/status = ANY \('\{active,cancelled\}'::"SubscriptionStatus"\[\]\)/);
  });
});
