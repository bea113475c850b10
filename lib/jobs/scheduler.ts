import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { refreshCreatorStats } from "@/lib/discovery/stats";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";
import { renewDueSubscriptions } from "@/lib/checkout/renewals";

type Timers = Record<string, NodeJS.Timeout | undefined>;
const state = globalThis as unknown as { __velvetJobs?: Timers };

/**
 * Runs `job` every `seconds` in this server process (0 = off), the first time after
 * `firstDelayMs`. A run still going when the next one is due is not doubled; a failure is logged
 * and retried at the next tick. Started at most once per process and name.
 */
function every(name: string, seconds: number, firstDelayMs: number, job: () => Promise<void>): void {
  const timers = (state.__velvetJobs ??= {});
  if (seconds === 0 || timers[name] || !env().DATABASE_URL) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (err) {
      log.warn({ err, job: name }, "background job failed; will retry");
    } finally {
      running = false;
    }
  };
  timers[name] = setInterval(tick, seconds * 1000);
  timers[name].unref();
  setTimeout(tick, firstDelayMs).unref();
}

/**
 * Renews the subscriptions due (lib/checkout/renewals.ts), then expires those that end
 * (expireDueSubscriptions), every SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS (default 60; 0 = off).
 * Safe with several processes: each renewal attempt has its own idempotency key, and the UPDATE
 * ... RETURNING of the expiry decides who notifies.
 */
export function startSubscriptionExpiryJob(): void {
  every("subscription-expiry", env().SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS, 5000, async () => {
    await renewDueSubscriptions(new Date());
    await expireDueSubscriptions(new Date());
  });
}

/**
 * Recomputes the trending/featured figures (CreatorStats) every TRENDING_REFRESH_SECONDS
 * (default 60; 0 = off), and once right after start-up. Safe with several processes: the
 * refresh holds an advisory lock and an instance finding it taken skips that round.
 */
export function startCreatorStatsJob(): void {
  every("creator-stats", env().TRENDING_REFRESH_SECONDS, 1000, async () => {
    const r = await refreshCreatorStats(new Date());
    log.debug({ job: "creator-stats", ...r }, "creator stats refresh");
  });
}

/** Every in-process background job (called once from instrumentation.ts). */
export function startBackgroundJobs(): void {
  startSubscriptionExpiryJob();
  startCreatorStatsJob();
}
