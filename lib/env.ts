import { z } from "zod";

// The one place environment variables are read. Each is documented in README.md.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** named prepared statements per connection (planning once per statement shape); "false" behind a transaction-mode pooler (PgBouncer < 1.21) and on the embedded database */
  DATABASE_STATEMENT_CACHE: z.enum(["true", "false"]).default("true"),
  /** how long a request waits for a free database connection (or a new one) before a clean 503, ms */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  AUTH_SECRET: z.string().optional(),
  NEXTAUTH_SECRET: z.string().optional(),
  APP_URL: z.string().optional(),
  NEXTAUTH_URL: z.string().optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(60 * 60 * 24 * 7),
  DATA_DIR: z.string().default(".data"),
  REDIS_URL: z.string().optional(),
  /** proxies whose X-Forwarded-For / X-Forwarded-Proto count (addresses, CIDRs, `loopback`, `private`), comma-separated; none by default (lib/http/client-address.ts) */
  TRUSTED_PROXIES: z.string().default(""),
  /** ISO 3166-1 alpha-2 countries the operator closes the whole service to, comma-separated (451; lib/geo/operator-block.ts); none by default */
  BLOCKED_COUNTRIES: z.string().default(""),
  /** a header a trusted proxy (TRUSTED_PROXIES) sets to the visitor's ISO 3166-2 region ("US-TX" or "TX"), e.g. a CDN's region header; unset: regions are unknown (lib/geo/visitor.ts) */
  GEO_REGION_HEADER: z.string().default(""),
  REALTIME_PORT: z.coerce.number().int().default(3001),
  /** extra browser origins allowed to open a realtime connection, comma-separated (APP_URL is always allowed) */
  REALTIME_ALLOWED_ORIGINS: z.string().default(""),
  /** prefix of the realtime service's Redis keys (socket.io adapter channels, presence) */
  REALTIME_REDIS_PREFIX: z.string().min(1).default("velvet"),
  /** prefix of the web app's Redis keys (shared rate limits and lockouts) */
  REDIS_PREFIX: z.string().min(1).default("velvet"),
  PUBLIC_REALTIME_URL: z.string().optional(),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).default(600),
  /** how long a fan's receipt of a medium (the key of their copies' invisible mark, issue 25) is kept after their last access, in days */
  LEAK_RECEIPT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** upload limits of post and chat media, in bytes, per kind (checked while the upload streams) */
  MEDIA_MAX_PHOTO_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  /** the most pixels a photo (post, chat, avatar, cover) may declare; more is 413 from its header, before decoding */
  MEDIA_MAX_PHOTO_PIXELS: z.coerce.number().int().min(1_000_000).default(100_000_000),
  /** how often photos stored before ThumbHash placeholders and responsive widths get them (lib/media/photo-backfill.ts); 0 = off */
  PHOTO_BACKFILL_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  /** unset: MAX_VIDEO_BYTES (the name for it), else 2 GB; see mediaLimits() */
  MEDIA_MAX_VIDEO_BYTES: z.coerce.number().int().min(1024).optional(),
  MAX_VIDEO_BYTES: z.coerce.number().int().min(1024).optional(),
  /** limits of resumable uploads (tus, /api/uploads), in bytes, per kind: checked against the declared length before any byte is stored */
  UPLOAD_MAX_PHOTO_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  UPLOAD_MAX_VIDEO_BYTES: z.coerce.number().int().min(1024).default(4 * 1024 * 1024 * 1024),
  /** longest video accepted, in seconds (4 h by default): longer ones are refused at creation (413 VIDEO_TOO_LONG) */
  VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).default(4 * 60 * 60),
  /** libx264 preset of the HLS renditions (lib/media/transcode.ts): faster presets, bigger files */
  VIDEO_X264_PRESET: z.enum(["ultrafast", "superfast", "veryfast", "faster", "fast", "medium"]).default("veryfast"),
  /** a processing job not finished after max(this, 3 x the video's length) is taken as dead (its worker killed) and retried */
  MEDIA_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(20 * 60 * 60).default(15 * 60),
  /** whether the media workers re-mark, one at a time, the videos processed before leak tracing (decision 115) */
  VIDEO_REMARK_ENABLED: z.enum(["true", "false"]).default("true"),
  /** media jobs one worker process runs at once */
  MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** ffmpeg and ffprobe binaries of the media pipeline; unset: the ones the npm packages ship (lib/media/ffmpeg.ts) */
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.string().default("info"),
  SIGNUP_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** the payment provider (docs/decisions/025-money.md); "test" is the built-in test provider */
  PAYMENT_PROVIDER: z.string().default("test"),
  /** signs the payment provider's webhooks (HMAC-SHA256); unset: derived from AUTH_SECRET */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** the one currency of every amount (ISO 4217) */
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "CURRENCY must be an ISO 4217 code such as TND")
    .default("TND"),
  /** the platform's share of each charge, in percent */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** days a creator's earnings stay pending before they may be paid out */
  PAYOUT_HOLD_DAYS: z.coerce.number().min(0).max(365).default(7),
  /** the smallest payout, in currency units */
  MIN_PAYOUT: z.coerce.number().min(0).default(20),
  /** the name on the fan's card statement and receipts (discreet: never a creator's name) */
  BILLING_DESCRIPTOR: z.string().min(1).max(22).default("VLV*SERVICES"),
  /** seconds between runs of the subscriptions job (renewals, then expiry; lib/jobs/registry.ts: one instance runs each); 0 turns it off */
  SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** seconds between runs of the job that announces scheduled posts whose time has come (lib/posts/notify-new-post.ts); 0 turns it off */
  SCHEDULED_POSTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  /** seconds between recomputations of the trending/featured figures (CreatorStats), one instance each time; 0 turns it off */
  TRENDING_REFRESH_SECONDS: z.coerce.number().int().min(0).default(60),
  /** days the identity documents of a decided verification or age check are kept, then deleted (lib/identity/retention.ts) */
  IDENTITY_DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** seconds between runs of the identity-document retention job; 0 turns it off */
  IDENTITY_RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** seconds between runs of the held-mail job (e-mail notices held during their recipient's quiet hours, lib/account/notice-mail.ts); 0 turns it off */
  HELD_MAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  // how often mass messages and welcome messages are delivered (lib/chat/mass-messages.ts, welcome.ts); 0 = off
  MASS_MESSAGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  /** ISO 3166-1 alpha-2 codes, comma-separated: visitors from these countries pass a strong age check before any adult media (lib/age-assurance) */
  AGE_ASSURANCE_REQUIRED_COUNTRIES: z
    .string()
    .default("")
    .transform((s) => s.split(",").map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c))),
  /** how mail leaves the app: "outbox" writes each message under DATA_DIR/outbox, "smtp" sends it to SMTP_URL, "log" logs it; unset: smtp when SMTP_URL is set, else outbox (mailDriverName) */
  MAIL_DRIVER: z.enum(["outbox", "smtp", "log"]).optional(),
  /** the SMTP server mail goes to (smtp://user:pass@host:587, smtps://user:pass@host:465); setting it alone selects the smtp driver */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  /** the From address of the app's mail */
  MAIL_FROM: z.string().default("Velvet <no-reply@velvet.local>"),
  /** the site's official social accounts (https URLs), shown in the footer; each is hidden while unset (socialLinks) */
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https$/, error: "SOCIAL_INSTAGRAM_URL must be an https URL" }).optional(),
  SOCIAL_X_URL: z.url({ protocol: /^https$/, error: "SOCIAL_X_URL must be an https URL" }).optional(),
  SOCIAL_TIKTOK_URL: z.url({ protocol: /^https$/, error: "SOCIAL_TIKTOK_URL must be an https URL" }).optional(),
  /** "pre": posts of creators not yet trusted wait for an admin's review before publication; "post": every post publishes at once (lib/posts/publication.ts) */
  MODERATION_MODE: z.enum(["pre", "post"]).default("pre"),
  /** the share of trusted creators' new posts drawn into the review queue ("sampled", they stay published), in percent */
  MODERATION_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** days between a member's request to delete their account and its erasure; they may restore it meanwhile (lib/privacy) */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).max(365).default(30),
  /** seconds between runs of the privacy jobs (erasures due, then the retention periods of lib/privacy/retention.ts); 0 turns them off */
  PRIVACY_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** seconds between runs of the data-export job (it also starts right after a request); 0 turns it off */
  DATA_EXPORT_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** days a data export can be downloaded, then it is deleted */
  DATA_EXPORT_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** days an ended or expired session is kept (device list, security), then deleted */
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** days client IP addresses are kept in sessions and access records, then removed */
  IP_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** days a notification is kept, then deleted */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
  /** years accounting records (payments, ledger, payouts, receipts) are kept pseudonymised after an erasure */
  ACCOUNTING_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(10),
  /** years moderation records (reports, decisions, takedowns, verification decisions) are kept pseudonymised after an erasure */
  MODERATION_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(5),
  /** hours an unfinished upload may stay in DATA_DIR's temporary folders before it is deleted */
  UPLOAD_RETENTION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  if (cached.MAIL_DRIVER === "smtp" && !cached.SMTP_URL) throw new Error("MAIL_DRIVER=smtp needs SMTP_URL (smtp://user:pass@host:587)");
  return cached;
}

/** Every setting at its default (what the README documents; docs/privacy.md's table is generated with it). */
export function defaultEnv(): Env {
  return schema.parse({});
}

/** The mail driver: MAIL_DRIVER when set, else smtp when SMTP_URL is set, else the outbox. */
export function mailDriverName(e: Env = env()): "outbox" | "smtp" | "log" {
  return e.MAIL_DRIVER ?? (e.SMTP_URL ? "smtp" : "outbox");
}

/** The secret that signs API tokens and next-auth sessions (same secret, same format). */
export function authSecret(): Uint8Array {
  const e = env();
  const secret = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
  if (!secret) {
    throw new Error("AUTH_SECRET (or NEXTAUTH_SECRET) is not set; `npm start` generates one in DATA_DIR/secret");
  }
  return new TextEncoder().encode(secret);
}

export type SocialLink = { network: "instagram" | "x" | "tiktok"; url: string };

/** The official social accounts that are configured (SOCIAL_*_URL), in the footer's order. */
export function socialLinks(e: Env = env()): SocialLink[] {
  const all: [SocialLink["network"], string | undefined][] = [
    ["instagram", e.SOCIAL_INSTAGRAM_URL],
    ["x", e.SOCIAL_X_URL],
    ["tiktok", e.SOCIAL_TIKTOK_URL],
  ];
  return all.filter((entry): entry is [SocialLink["network"], string] => Boolean(entry[1])).map(([network, url]) => ({ network, url }));
}

export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? e.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
