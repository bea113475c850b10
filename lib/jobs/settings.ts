// The setting of each timed job of lib/jobs/registry.ts (seconds between runs; 0 = off), in one
// list: a job names its setting from it, and whatever starts an app instance whose jobs are not
// what it measures or tests (benches, a second test instance) turns them all off from it.

export const JOB_INTERVAL_SETTINGS = [
  "SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS",
  "TRENDING_REFRESH_SECONDS",
  "SCHEDULED_POSTS_INTERVAL_SECONDS",
  "IDENTITY_RETENTION_INTERVAL_SECONDS",
  "PRIVACY_JOBS_INTERVAL_SECONDS",
  "DATA_EXPORT_INTERVAL_SECONDS",
  "HELD_MAIL_INTERVAL_SECONDS",
  "MASS_MESSAGE_INTERVAL_SECONDS",
  "PHOTO_BACKFILL_INTERVAL_SECONDS",
] as const;

export type JobIntervalSetting = (typeof JOB_INTERVAL_SETTINGS)[number];

/** Every timed job off, as environment variables. */
export function jobsOffEnv(): Record<JobIntervalSetting, string> {
  return Object.fromEntries(JOB_INTERVAL_SETTINGS.map((s) => [s, "0"])) as Record<JobIntervalSetting, string>;
}
