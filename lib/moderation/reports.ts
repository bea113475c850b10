import { randomInt } from "node:crypto";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { notFound } from "@/lib/errors";
import { visiblePostQuery } from "@/lib/access/posts";
import { holdTarget, reportableTarget } from "@/lib/moderation/targets";
import { normalizeUsername } from "@/shared/validation/username";
import { HOLDING_REASONS, type AnonymousReportInput, type MemberReportInput, type SignedInReportInput, type ReportTargetType } from "@/shared/schemas/reports";

// POST /api/reports: a member reports a post, comment, message or profile they can see; an
// anonymous visitor reports a post or profile by its address (the /report page). The reporter
// gets a short reference. A report of a minor or of non-consent hides the content at once,
// pending review (docs/decisions/031-moderation.md).

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference like "R-7K2F9Q" (31^6 ≈ 887 million; a collision is retried). */
export function newReference(): string {
  let s = "R-";
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

export type ReportCreated = { _id: string; reference: string; status: "open"; held: boolean; createdAt: string };

type NewReport = {
  reporterId: string | null;
  reporterEmail: string | null;
  reporterLocale: string | null;
  targetType: ReportTargetType;
  targetId: string;
  targetAuthorId: string;
  reason: MemberReportInput["reason"];
  details: string | null;
};

async function store(r: NewReport, now: Date, also?: (tx: Tx, reportId: string) => Promise<void>): Promise<ReportCreated> {
  const hold = HOLDING_REASONS.includes(r.reason);
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        const held = hold ? await holdTarget(tx, r.targetType, r.targetId, now) : false;
        // a hold that found the content already held (another report) still counts as holding it
        const row = await tx.report.create({
          data: { ...r, reference: newReference(), heldAt: hold ? now : null, createdAt: now },
          select: { id: true, reference: true, createdAt: true },
        });
        await also?.(tx, row.id);
        return { _id: row.id, reference: row.reference, status: "open" as const, held: hold || held, createdAt: row.createdAt.toISOString() };
      });
    } catch (err) {
      // the reference was taken: draw another
      if ((err as { code?: string }).code === "P2002" && attempt < 3) continue;
      throw err;
    }
  }
}

/** A signed-in member's report of something they can see (else 404, as if it did not exist). */
export async function createMemberReport(reporter: { id: string }, input: SignedInReportInput, now = new Date()): Promise<ReportCreated> {
  const target = "url" in input ? await targetOfUrl(input.url) : { targetType: input.targetType, targetId: input.targetId };
  const { authorId } = await reportableTarget(reporter.id, target.targetType, target.targetId);
  const me = await prisma.user.findUnique({ where: { id: reporter.id }, select: { locale: true } });
  return store(
    {
      reporterId: reporter.id,
      reporterEmail: null,
      reporterLocale: me?.locale ?? null,
      ...target,
      targetAuthorId: authorId,
      reason: input.reason,
      details: input.details || null,
    },
    now,
  );
}

const UUID_IN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * What an address names: a post when a post id is in it (the id of a post seen on a profile or
 * in the feed), else the profile of `/profile/<username>` (with or without the language prefix).
 */
export async function targetOfUrl(url: string): Promise<{ targetType: ReportTargetType; targetId: string }> {
  const postId = url.match(UUID_IN)?.[0]?.toLowerCase();
  if (postId) {
    const row = await visiblePostQuery(kysely(), null, postId).executeTakeFirst();
    if (row?.found) return { targetType: "post", targetId: postId };
  }
  let path: string;
  try {
    path = new URL(url, "http://x.invalid").pathname;
  } catch {
    throw notFound("REPORT_ADDRESS_NOT_FOUND");
  }
  const parts = path.split("/").filter(Boolean).map((p) => decodeURIComponentSafe(p));
  const at = parts.indexOf("profile");
  const username = at >= 0 ? parts[at + 1] : undefined;
  if (username) {
    const user = await prisma.user.findUnique({ where: { username: normalizeUsername(username) }, select: { id: true } });
    if (user) return { targetType: "user", targetId: user.id };
  }
  throw notFound("REPORT_ADDRESS_NOT_FOUND");
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** An anonymous visitor's report through /report: the address names the content; the outcome goes to `email`. */
export async function createAnonymousReport(input: AnonymousReportInput, now = new Date()): Promise<ReportCreated> {
  const target = await targetOfUrl(input.url);
  const { authorId } = await reportableTarget(null, target.targetType, target.targetId);
  return store(
    {
      reporterId: null,
      reporterEmail: input.email,
      reporterLocale: input.locale ?? null,
      ...target,
      targetAuthorId: authorId,
      reason: input.reason,
      details: input.details || null,
    },
    now,
  );
}

/**
 * A report the platform itself opens against a member (no reporter: nobody is told the outcome),
 * e.g. an upload matching a known-abuse hash list (lib/moderation/hash-match.ts). `also` writes
 * what goes with it in the report's transaction.
 */
export async function openPlatformReport(
  target: { targetType: ReportTargetType; targetId: string; targetAuthorId: string },
  reason: MemberReportInput["reason"],
  details: string,
  now: Date,
  also?: (tx: Tx, reportId: string) => Promise<void>,
): Promise<ReportCreated> {
  return store({ reporterId: null, reporterEmail: null, reporterLocale: null, ...target, reason, details }, now, also);
}
