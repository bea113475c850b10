import { describe, expect, it } from "vitest";
import { quietHoursEnd } from "@/lib/account/discreet";

describe("quiet hours (lib/account/discreet.ts)", () => {
  const tunis = { start: "22:00", end: "07:00", timeZone: "Africa/Tunis" }; // UTC+1, no DST

  it("holds inside a window that spans midnight, until its end in the member's time zone", () => {
    // 23:30 in Tunis = 22:30 UTC: held until 07:00 Tunis = 06:00 UTC next day
    expect(quietHoursEnd(tunis, new Date("2026-03-10T22:30:20Z"))?.toISOString()).toBe("2026-03-11T06:00:00.000Z");
    // 03:15 in Tunis
    expect(quietHoursEnd(tunis, new Date("2026-03-11T02:15:00Z"))?.toISOString()).toBe("2026-03-11T06:00:00.000Z");
    // the first minute is inside, the end minute is outside
    expect(quietHoursEnd(tunis, new Date("2026-03-10T21:00:00Z"))).not.toBeNull();
    expect(quietHoursEnd(tunis, new Date("2026-03-11T06:00:00Z"))).toBeNull();
    // 12:00 in Tunis: sent now
    expect(quietHoursEnd(tunis, new Date("2026-03-11T11:00:00Z"))).toBeNull();
  });

  it("a window within one day, and no window at all", () => {
    const lunch = { start: "12:00", end: "14:00", timeZone: "Europe/Paris" }; // UTC+2 in summer
    expect(quietHoursEnd(lunch, new Date("2026-07-01T10:30:00Z"))?.toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(quietHoursEnd(lunch, new Date("2026-07-01T09:59:00Z"))).toBeNull();
    expect(quietHoursEnd(null, new Date())).toBeNull();
  });
});
