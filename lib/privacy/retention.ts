import { env, type Env } from "@/lib/env";

// THE retention table (issue 26): what data the platform keeps, why, how long and what happens at
// the end. It is the source: the retention jobs read their periods from it (lib/privacy/purge.ts),
// the /privacy page renders it in every language (the words in messages/*.json
// "Privacy.table.<id>", the periods from here), and docs/privacy.md holds the same table generated
// by `npm run docs:privacy` (tests/unit/privacy-table.test.ts fails when they differ).

export type RetentionUnit = "hours" | "days" | "years";

/** How long: while the account lives (erased after the grace period), or a fixed period from a setting. */
export type RetentionPeriod =
  | { kind: "account" }
  | { kind: "fixed"; amount: number; unit: RetentionUnit; setting: keyof Env; from: string };

export type RetentionRule = {
  /** stable key: the /privacy page's words are messages "Privacy.table.<id>" */
  id: string;
  data: string;
  why: string;
  period: RetentionPeriod;
  end: string;
};

/** The table, with the periods this installation is configured with. */
export function retentionTable(e: Env = env()): RetentionRule[] {
  const fixed = (amount: number, unit: RetentionUnit, setting: keyof Env, from: string): RetentionPeriod => ({ kind: "fixed", amount, unit, setting, from });
  return [
    {
      id: "account",
      data: "Account: username, e-mail, first and last name, display name, date of birth, bio, location, avatar and cover, language and notification preferences",
      why: "to run your account and show your profile",
      period: fixed(e.ACCOUNT_DELETION_GRACE_DAYS, "days", "ACCOUNT_DELETION_GRACE_DAYS", "after you ask to delete your account (you may restore it meanwhile)"),
      end: "deleted; the account becomes \"Deleted account\" and its username stays reserved for 90 days",
    },
    {
      id: "content",
      data: "Your posts, their photos and videos, your likes and subscriptions",
      why: "they are what you publish and follow",
      period: { kind: "account" },
      end: "deleted with the account, files included",
    },
    {
      id: "received",
      data: "Comments and chat messages you sent to others",
      why: "they are part of other members' conversations",
      period: { kind: "account" },
      end: "the texts stay readable to those who received them, signed \"Deleted account\"; your chat attachments are deleted",
    },
    {
      id: "payment-details",
      data: "Saved cards (the payment provider's token, brand, last 4 digits, expiry, cardholder name) and payout details",
      why: "to charge your subscriptions and tips, and to pay you",
      period: { kind: "account" },
      end: "deleted when you remove them, or with the account",
    },
    {
      id: "sessions",
      data: "Sessions: device, browser and IP address of each sign-in",
      why: "to keep your account secure and let you sign out other devices",
      period: fixed(e.SESSION_RETENTION_DAYS, "days", "SESSION_RETENTION_DAYS", "after the session ended"),
      end: "deleted",
    },
    {
      id: "ip-addresses",
      data: "IP addresses in sessions and access records",
      why: "security and abuse prevention",
      period: fixed(e.IP_RETENTION_DAYS, "days", "IP_RETENTION_DAYS", "after they were recorded"),
      end: "removed from the record (the record stays without it)",
    },
    {
      id: "notifications",
      data: "Notifications",
      why: "to tell you what happened on your account",
      period: fixed(e.NOTIFICATION_RETENTION_DAYS, "days", "NOTIFICATION_RETENTION_DAYS", "after they were sent"),
      end: "deleted",
    },
    {
      id: "exports",
      data: "Data exports (the ZIP files you asked for)",
      why: "so you can download them",
      period: fixed(e.DATA_EXPORT_TTL_DAYS, "days", "DATA_EXPORT_TTL_DAYS", "after they were made"),
      end: "deleted",
    },
    {
      id: "uploads",
      data: "Unfinished uploads",
      why: "an upload in progress",
      period: fixed(e.UPLOAD_RETENTION_HOURS, "hours", "UPLOAD_RETENTION_HOURS", "after they started"),
      end: "deleted",
    },
    {
      id: "leak-receipts",
      data: "Which fan received which photo or video, when first and last, and the key of the invisible mark of their copies",
      why: "so that a leaked copy can be traced to the account it came from (creators and staff only)",
      period: fixed(e.LEAK_RECEIPT_RETENTION_DAYS, "days", "LEAK_RECEIPT_RETENTION_DAYS", "after the fan's last access to that medium"),
      end: "deleted; a copy leaked earlier can no longer be traced",
    },
    {
      id: "identity-documents",
      data: "Identity documents and selfies sent for a creator verification or an age check",
      why: "to check your identity and age, as the law requires of an adult platform",
      period: fixed(e.IDENTITY_DOCUMENT_RETENTION_DAYS, "days", "IDENTITY_DOCUMENT_RETENTION_DAYS", "after an admin's decision"),
      end: "deleted; the decision itself is kept with the moderation records",
    },
    {
      id: "accounting",
      data: "Payments, receipts, ledger entries, tips and payouts",
      why: "accounting and tax law, chargebacks",
      period: fixed(e.ACCOUNTING_RETENTION_YEARS, "years", "ACCOUNTING_RETENTION_YEARS", "after the payment"),
      end: "kept pseudonymised after an erasure (linked to \"Deleted account\" only); the ledger still balances",
    },
    {
      id: "moderation",
      data: "Reports, moderation decisions, appeals, takedown notices, verification and age-check decisions",
      why: "legal obligations towards victims, authorities and rights holders",
      period: fixed(e.MODERATION_RETENTION_YEARS, "years", "MODERATION_RETENTION_YEARS", "after the decision"),
      end: "kept pseudonymised after an erasure (names, e-mail, legal name and date of birth removed)",
    },
  ];
}

const UNIT_MS: Record<RetentionUnit, number> = { hours: 3_600_000, days: 86_400_000, years: 365.25 * 86_400_000 };

/** The length of the fixed period of the rule `id`, in milliseconds (tus's expiry of uploads reads it). */
export function retentionPeriodMs(id: string, e: Env = env()): number {
  const rule = retentionTable(e).find((r) => r.id === id);
  if (!rule || rule.period.kind !== "fixed") throw new Error(`no fixed retention period for ${id}`);
  return rule.period.amount * UNIT_MS[rule.period.unit];
}

/** The moment before which data of the rule `id` has outlived its period, at `now`. */
export function retentionCutoff(id: string, now: Date, e: Env = env()): Date {
  return new Date(now.getTime() - retentionPeriodMs(id, e));
}

/** A period in English words (docs/privacy.md). */
export function periodText(p: RetentionPeriod): string {
  if (p.kind === "account") return "while the account exists";
  const unit = p.amount === 1 ? p.unit.slice(0, -1) : p.unit;
  return `${p.amount} ${unit} ${p.from} (\`${p.setting}\`)`;
}

/** docs/privacy.md's table, as Markdown (with the default settings). */
export function retentionMarkdown(e: Env = env()): string {
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  const rows = retentionTable(e).map((r) => `| ${cell(r.data)} | ${cell(r.why)} | ${cell(periodText(r.period))} | ${cell(r.end)} |`);
  return ["| data | why it is kept | how long | what happens at the end |", "|---|---|---|---|", ...rows].join("\n");
}

/** The table as the /privacy page needs it: ids and periods of this installation. */
export function publicRetentionRows(e: Env = env()) {
  return retentionTable(e).map((r) => ({
    id: r.id,
    period: r.period.kind === "account" ? ({ kind: "account" } as const) : ({ kind: "fixed", amount: r.period.amount, unit: r.period.unit } as const),
  }));
}

/** What the settings page tells the member: the deletion grace and how long an export's link works. */
export function privacyTerms(e: Env = env()) {
  return { graceDays: e.ACCOUNT_DELETION_GRACE_DAYS, exportDays: e.DATA_EXPORT_TTL_DAYS };
}
