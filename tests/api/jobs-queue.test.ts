import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "../helpers/db";
import { Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { JOBS_SCHEMA, startJobQueue, type Job, type JobQueue } from "@/lib/jobs/queue";
import { backgroundJobs } from "@/lib/jobs/registry";
import { JOB_INTERVAL_SETTINGS } from "@/lib/jobs/settings";

// The timed jobs' queue (pg-boss, lib/jobs/queue.ts, decision 026) with two instances started
// here against the test database, as two app processes would run it; plus the app's own queue.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const uniqueName = (what: string) => `test-${what}-${randomBytes(4).toString("hex")}`;
const connectionString = process.env.DATABASE_URL!;

let started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.map((q) => q.stop(1000)));
  started = [];
});

async function instance(jobs: Job[]): Promise<JobQueue | null> {
  const q = await startJobQueue({ connectionString, jobs, pollingSeconds: 0.5 });
  if (q) started.push(q);
  return q;
}

/** pg-boss's rows of one job (one per slot that was proposed), oldest first. */
function rows(name: string) {
  return prisma.$queryRaw<{ state: string; slot: Date; error: string | null }[]>`
    SELECT state::text AS state, singleton_on AS slot, output->>'message' AS error
    FROM ${Prisma.raw(JOBS_SCHEMA)}.job WHERE name = ${name} ORDER BY created_on`;
}

async function waitFor(what: string, ok: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe("timed jobs on the queue, two instances on one database", () => {
  it("runs a slot's run in one instance only, however many instances propose it", async () => {
    // an hour-long slot: both start-up proposals fall in the same slot (not just before it ends)
    const untilNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (untilNextHour < 20_000) await sleep(untilNextHour + 1000);
    const name = uniqueName("once");
    const runs: { by: string; now: Date }[] = [];
    const job = (by: string): Job => ({ name, everySeconds: 3600, run: async (now) => void runs.push({ by, now }) });
    const before = Date.now();
    const [a, b] = await Promise.all([instance([job("a")]), instance([job("b")])]);
    await waitFor("the run", async () => (await rows(name)).some((r) => r.state === "completed"));
    // both instances propose the slot again: it is taken, neither makes a second run
    expect(await Promise.all([a!.propose(name), b!.propose(name)])).toEqual([false, false]);
    await sleep(1500); // three polls of each worker
    expect(runs).toHaveLength(1);
    expect((await rows(name)).map((r) => r.state)).toEqual(["completed"]);
    // the job got the time of its run
    expect(runs[0].now.getTime()).toBeGreaterThanOrEqual(before);
    expect(runs[0].now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("every second, with both instances proposing each slot: one run per slot", async () => {
    const name = uniqueName("every");
    const runs: string[] = [];
    const job = (by: string): Job => ({ name, everySeconds: 1, run: async () => void runs.push(by) });
    const t0 = Date.now();
    await Promise.all([instance([job("a")]), instance([job("b")])]);
    await sleep(3500);
    await Promise.all(started.map((q) => q.stop(1000)));
    started = [];
    const slots = Math.floor(Date.now() / 1000) - Math.floor(t0 / 1000) + 1; // slots the proposals could fall in
    const all = await rows(name);
    // a run that ended as the queue stopped may not have its completion written yet (pg-boss writes
    // it without waiting): it is still "active", but it ran, once
    const ran = all.filter((r) => r.state === "completed" || r.state === "active");
    // two proposals a slot; twice as many runs as slots if they were not merged
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(slots);
    expect(ran).toHaveLength(runs.length);
    expect(all.filter((r) => r.state === "completed").length).toBeGreaterThanOrEqual(runs.length - 1);
    expect(new Set(all.map((r) => r.slot.getTime())).size).toBe(all.length);
  });

  it("never overlaps a run slower than its period with the next slot's, in either instance", async () => {
    const name = uniqueName("slow");
    let running = 0;
    let most = 0;
    let runs = 0;
    const job: Job = {
      name,
      everySeconds: 1,
      run: async () => {
        most = Math.max(most, ++running);
        await sleep(1500);
        running--;
        runs++;
      },
    };
    await Promise.all([instance([job]), instance([{ ...job }])]);
    await waitFor("two slow runs", () => runs >= 2);
    expect(most).toBe(1);
  });

  it("does not schedule a job that is off (0)", async () => {
    const off = uniqueName("off");
    const on = uniqueName("on");
    let offRuns = 0;
    let onRuns = 0;
    const offJob: Job = { name: off, everySeconds: 0, run: async () => void offRuns++ };
    expect(await instance([offJob])).toBeNull(); // nothing to run: no queue at all
    await instance([offJob, { name: on, everySeconds: 1, run: async () => void onRuns++ }]);
    await waitFor("two runs of the job that is on", () => onRuns >= 2);
    expect(offRuns).toBe(0);
    expect(await rows(off)).toEqual([]);
    const queues = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM ${Prisma.raw(JOBS_SCHEMA)}.queue WHERE name = ${off}`;
    expect(queues[0].n).toBe(0);
  });

  it("the app's jobs with all their settings at 0 (as bench:http runs it) start no queue", async () => {
    const jobs = backgroundJobs({ ...env(), ...Object.fromEntries(JOB_INTERVAL_SETTINGS.map((s) => [s, 0])) });
    expect(jobs.map((j) => j.name).sort()).toEqual(["chat-deliveries", "creator-stats", "data-exports", "held-mail", "identity-retention", "photo-backfill", "privacy-retention", "scheduled-posts", "subscription-expiry"]);
    expect(await instance(jobs)).toBeNull();
  });

  it("a failing run is recorded and logged without harm, and the next slot runs the job again", async () => {
    const name = uniqueName("fails");
    let calls = 0;
    await instance([
      {
        name,
        everySeconds: 1,
        run: async () => {
          calls++;
          if (calls === 1) throw new Error("first run breaks");
        },
      },
    ]);
    await waitFor("a run after the failure", async () => (await rows(name)).some((r) => r.state === "completed"));
    const states = await rows(name);
    expect(states[0]).toMatchObject({ state: "failed", error: "first run breaks" });
    expect(states.filter((r) => r.state === "failed")).toHaveLength(1); // not retried within its slot
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});

describe("the app's own queue", () => {
  it("runs the running app's two jobs on it (each proposed at start-up)", async () => {
    for (const name of ["subscription-expiry", "creator-stats"]) {
      await waitFor(`a run of ${name} by the app`, async () => (await rows(name)).some((r) => r.state === "completed"), 20_000);
    }
  });
});
