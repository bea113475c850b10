import { describe, expect, it } from "vitest";
import { dashboardBuckets } from "@/lib/dashboard/buckets";

// The creator dashboard's periods (docs/decisions/064-creator-dashboard-figures.md): UTC days,
// weeks from Monday, months, the one holding `now` last.
describe("dashboardBuckets", () => {
  const now = new Date("2026-11-26T23:30:00Z"); // a Thursday

  it("30 days: one per UTC day, today last", () => {
    const b = dashboardBuckets("30d", now);
    expect(b.unit).toBe("day");
    expect(b.keys).toHaveLength(30);
    expect(b.keys.at(-1)).toBe("2026-11-26");
    expect(b.keys[0]).toBe("2026-10-28");
    expect([b.start.toISOString(), b.end.toISOString()]).toEqual(["2026-10-28T00:00:00.000Z", "2026-11-27T00:00:00.000Z"]);
  });

  it("90 days: 13 weeks from Monday, this week last", () => {
    const b = dashboardBuckets("90d", now);
    expect(b.unit).toBe("week");
    expect(b.keys).toHaveLength(13);
    expect(b.keys.at(-1)).toBe("2026-11-23");
    expect(b.keys.every((k) => new Date(`${k}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect([b.start.toISOString(), b.end.toISOString()]).toEqual(["2026-08-31T00:00:00.000Z", "2026-11-30T00:00:00.000Z"]);
    // a Sunday belongs to the week that started the Monday before; a Monday starts its own
    expect(dashboardBuckets("90d", new Date("2026-11-29T12:00:00Z")).keys.at(-1)).toBe("2026-11-23");
    expect(dashboardBuckets("90d", new Date("2026-11-30T00:00:00Z")).keys.at(-1)).toBe("2026-11-30");
  });

  it("12 months: this month last", () => {
    const b = dashboardBuckets("12m", now);
    expect(b.unit).toBe("month");
    expect(b.keys).toEqual(["2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
  });
});
