import { describe, expect, it } from "vitest";
import { msUntilNextProposal } from "@/lib/jobs/queue";

// When an app instance proposes a timed job's run (lib/jobs/queue.ts): once per slot of
// everySeconds, in the slot's middle, so a late timer or a skewed clock still lands in that slot.
describe("msUntilNextProposal", () => {
  it("aims at the middle of the next slot, whatever the moment within the current one", () => {
    const slot = 60_000;
    const start = 1_800_000_000_000 - (1_800_000_000_000 % slot); // a slot boundary
    for (const into of [0, 1, 29_999, 30_000, 45_000, 59_999]) {
      const now = start + into;
      expect(now + msUntilNextProposal(60, now)).toBe(start + slot + slot / 2);
    }
  });

  it("gives one proposal per slot when followed from proposal to proposal, even with late timers", () => {
    let now = 1_800_000_000_123;
    const slots: number[] = [];
    for (let i = 0; i < 50; i++) {
      now += msUntilNextProposal(1, now) + ((i * 37) % 400); // fired up to 0.4 s late
      slots.push(Math.floor(now / 1000));
    }
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.at(-1)! - slots[0]).toBe(slots.length - 1); // consecutive: none skipped
  });
});
