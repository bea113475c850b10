import { env } from "@/lib/env";
import { refreshCreatorStats } from "@/lib/discovery/stats";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";
import { renewDueSubscriptions } from "@/lib/checkout/renewals";
import { purgeDecidedDocuments } from "@/lib/identity/retention";
import { announceDuePosts } from "@/lib/posts/notify-new-post";
import { eraseDueAccounts } from "@/lib/privacy/erase";
import { runRetention } from "@/lib/privacy/purge";
import { processPendingExports } from "@/lib/privacy/export";
import { sendHeldMail } from "@/lib/account/notice-mail";
import { deliverMassMessages } from "@/lib/chat/mass-messages";
import { deliverWelcomeMessages } from "@/lib/chat/welcome";
import { expireUploads } from "@/lib/uploads/expire";
import { backfillPhotoForms, backfillPhotoHashes } from "@/lib/media/photo-backfill";
import type { Job } from "./queue";
import type { JobIntervalSetting } from "./settings";

/**
 * Every timed job of the app, one entry each: its work lives in its area (a function of `now`),
 * its period comes from its setting (seconds; 0 = off). pg-boss runs each period's run in one
 * app instance (lib/jobs/queue.ts); a failed run is logged and retried by the next one.
 */
export function backgroundJobs(e = env()): Job[] {
  const jobs: (Omit<Job, "everySeconds"> & { every: JobIntervalSetting })[] = [
    // charges the renewals due (lib/checkout/renewals.ts), then flips the subscriptions that end to
    // expired and tells their subscribers
    {
      name: "subscription-expiry",
      every: "SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS",
      run: async (now) => ({ renewals: await renewDueSubscriptions(now), expired: await expireDueSubscriptions(now) }),
    },
    // the trending/featured figures (CreatorStats); also proposed at start-up, like every job
    { name: "creator-stats", every: "TRENDING_REFRESH_SECONDS", run: (now) => refreshCreatorStats(now) },
    // tells subscribers of the scheduled posts whose time has come, each once (lib/posts/notify-new-post.ts)
    { name: "scheduled-posts", every: "SCHEDULED_POSTS_INTERVAL_SECONDS", run: (now) => announceDuePosts(now) },
    // deletes the identity documents of checks decided IDENTITY_DOCUMENT_RETENTION_DAYS ago (lib/identity/retention.ts)
    { name: "identity-retention", every: "IDENTITY_RETENTION_INTERVAL_SECONDS", run: (now) => purgeDecidedDocuments(now) },
    // privacy (lib/privacy, docs/privacy.md): erases the accounts whose deletion grace has ended, then
    // deletes or strips what has outlived its period in the retention table, unfinished resumable
    // uploads included (the table's "uploads" row; lib/uploads/expire.ts)
    {
      name: "privacy-retention",
      every: "PRIVACY_JOBS_INTERVAL_SECONDS",
      timeoutSeconds: 1800,
      run: async (now) => ({ erasure: await eraseDueAccounts(now), retention: await runRetention(now), uploads: await expireUploads(now) }),
    },
    // writes the data exports members asked for (also started right after each request)
    { name: "data-exports", every: "DATA_EXPORT_INTERVAL_SECONDS", timeoutSeconds: 1800, run: (now) => processPendingExports(now) },
    // sends the e-mail notices held during their recipients' quiet hours, once these ended (lib/account/notice-mail.ts)
    { name: "held-mail", every: "HELD_MAIL_INTERVAL_SECONDS", run: (now) => sendHeldMail(now) },
    // mass messages (a batch of each under way, resumable) and welcome messages to new subscribers (lib/chat)
    {
      name: "chat-deliveries",
      every: "MASS_MESSAGE_INTERVAL_SECONDS",
      run: async (now) => ({ mass: await deliverMassMessages(now), welcome: await deliverWelcomeMessages() }),
    },
    // photos stored before ThumbHash placeholders, responsive widths and PDQ hashes get them, a batch a run (lib/media/photo-backfill.ts)
    {
      name: "photo-backfill",
      every: "PHOTO_BACKFILL_INTERVAL_SECONDS",
      timeoutSeconds: 600,
      run: async () => ({ forms: await backfillPhotoForms(), hashes: await backfillPhotoHashes() }),
    },
  ];
  return jobs.map(({ every, ...job }) => ({ ...job, everySeconds: e[every] }));
}
