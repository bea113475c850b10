import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";

const state = globalThis as unknown as { __subscriptionExpiryTimer?: NodeJS.Timeout };

/**
 * Runs expireDueSubscriptions every SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS (default 60; 0 = off)
 * in this server process. Started once per process from instrumentation.ts. Safe with several
 * processes: the UPDATE ... RETURNING in the job decides who notifies.
 */
export function startSubscriptionExpiryJob(): void {
  const seconds = env().SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS;
  if (seconds === 0 || state.__subscriptionExpiryTimer || !env().DATABASE_URL) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireDueSubscriptions(new Date());
    } catch (err) {
      log.warn({ err }, "subscription expiry job failed; will retry");
    } finally {
      running = false;
    }
  };
  state.__subscriptionExpiryTimer = setInterval(tick, seconds * 1000);
  state.__subscriptionExpiryTimer.unref();
  setTimeout(tick, 5000).unref();
}
