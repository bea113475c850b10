import { describe, expect, it } from "vitest";
import { dashboardFigures } from "@/components/admin/dashboard-figures";

const base = {
  payoutsWaiting: { count: 2, totalCents: 6000, total: 60, currency: "TND" },
  newMembersToday: 5,
  newCreatorsToday: 1,
  at: "2026-11-25T12:00:00.000Z",
};

describe("the dashboard's cards", () => {
  it("always show payouts waiting (opening Versements) and today's sign-ups; other cards only with their figure", () => {
    const figures = dashboardFigures(base);
    expect(figures.map((f) => f.key)).toEqual(["payoutsWaiting", "newMembersToday", "newCreatorsToday"]);
    expect(figures[0]).toMatchObject({ value: "2", section: "payouts" });
    expect(figures[0]!.text).toMatch(/^2 demandes · 60,000\sTND$/);
    const all = dashboardFigures({ ...base, openAppeals: 1, pendingReviews: 0, openTakedowns: 3, pendingVerifications: 4, pendingAgeChecks: 0 });
    expect(all.map((f) => f.key)).toEqual([
      "payoutsWaiting", "newMembersToday", "newCreatorsToday", "openAppeals", "pendingReviews", "openTakedowns", "pendingVerifications", "pendingAgeChecks",
    ]);
  });

  it("shows the oldest open report's age, in red past 24 hours", () => {
    const fresh = dashboardFigures({ ...base, openReports: 3, oldestOpenReportAt: "2026-11-25T02:00:00.000Z" }).find((f) => f.key === "openReports")!;
    expect(fresh).toMatchObject({ value: "3", alert: false });
    expect(fresh.text).toContain("10 h");
    const late = dashboardFigures({ ...base, openReports: 1, oldestOpenReportAt: "2026-11-22T11:00:00.000Z" }).find((f) => f.key === "openReports")!;
    expect(late.alert).toBe(true);
    expect(late.text).toContain("3 jours");
    const none = dashboardFigures({ ...base, openReports: 0, oldestOpenReportAt: null }).find((f) => f.key === "openReports")!;
    expect(none).toMatchObject({ alert: false, text: "Aucun signalement en attente" });
  });
});
