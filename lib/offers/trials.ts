import { randomBytes } from "node:crypto";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { appUrl } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { TrialLink } from "@/lib/generated/prisma/client";
import type { TrialLinkInput } from "@/shared/schemas/offers";

/**
 * Free-trial links (issue 21): a creator makes a link worth `days` of access without a charge, for
 * at most `maxClaims` fans, until `expiresAt`. A fan claims it through subscribe
 * (lib/checkout/trial.ts); each fan gets one trial per creator, ever (TrialClaim's unique key).
 * A claim converts when the fan's first paid period for that creator succeeds
 * (lib/subscriptions/paid.ts calls markTrialConverted).
 */

export const TRIAL_LINK_NOT_FOUND = "TRIAL_LINK_NOT_FOUND";
export const TRIAL_LINK_CLOSED = "TRIAL_LINK_CLOSED";
export const TRIAL_ALREADY_USED = "TRIAL_ALREADY_USED";

/** At most this many links per creator. */
const MAX_LINKS = 100;

export function trialUrl(username: string, code: string): string {
  return `${appUrl()}/profile/${encodeURIComponent(username)}?trial=${code}`;
}

export async function createTrialLink(creator: { id: string; username: string }, input: TrialLinkInput, now = new Date()) {
  const count = await prisma.trialLink.count({ where: { creatorId: creator.id } });
  if (count >= MAX_LINKS) throw new AppError(409, `At most ${MAX_LINKS} trial links`, undefined, "TOO_MANY_TRIAL_LINKS");
  const code = randomBytes(12).toString("base64url");
  const link = await prisma.trialLink.create({ data: { creatorId: creator.id, code, days: input.days, maxClaims: input.maxClaims, expiresAt: input.expiresAt, createdAt: now } });
  return { ...toTrialLink(link, creator.username, 0, 0, now) };
}

/** GET /api/users/trial-links: the creator's links, newest first, with claims and conversions. */
export async function listTrialLinks(creator: { id: string; username: string }, now = new Date()) {
  const links = await prisma.trialLink.findMany({ where: { creatorId: creator.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_LINKS });
  const ids = links.map((l) => l.id);
  const [claims, conversions] = ids.length
    ? await Promise.all([
        prisma.trialClaim.groupBy({ by: ["trialLinkId"], where: { trialLinkId: { in: ids } }, _count: { _all: true } }),
        prisma.trialClaim.groupBy({ by: ["trialLinkId"], where: { trialLinkId: { in: ids }, convertedAt: { not: null } }, _count: { _all: true } }),
      ])
    : [[], []];
  const count = (rows: { trialLinkId: string; _count: { _all: number } }[], id: string) => rows.find((r) => r.trialLinkId === id)?._count._all ?? 0;
  return links.map((l) => toTrialLink(l, creator.username, count(claims, l.id), count(conversions, l.id), now));
}

function toTrialLink(l: TrialLink, username: string, claims: number, conversions: number, now: Date) {
  return {
    _id: l.id,
    code: l.code,
    url: trialUrl(username, l.code),
    days: l.days,
    maxClaims: l.maxClaims,
    expiresAt: l.expiresAt.toISOString(),
    claims,
    conversions,
    open: l.expiresAt > now && claims < l.maxClaims,
    createdAt: l.createdAt.toISOString(),
  };
}

/**
 * The creator's link with this code, as a fan may claim it now: unknown (or another creator's)
 * 404 TRIAL_LINK_NOT_FOUND; expired or used up 409 TRIAL_LINK_CLOSED. `lock` (inside the claim's
 * transaction) takes the link's row so two fans cannot both take its last claim.
 */
export async function openTrialLink(creatorId: string, code: string, now: Date, db: Tx | typeof prisma = prisma, lock = false): Promise<TrialLink> {
  if (lock) await kysely(db).selectFrom("TrialLink").select("id").where("code", "=", code).where("creatorId", "=", creatorId).forUpdate().execute();
  const link = await db.trialLink.findUnique({ where: { code } });
  if (!link || link.creatorId !== creatorId) throw new AppError(404, "This trial link does not exist", undefined, TRIAL_LINK_NOT_FOUND);
  const claims = await db.trialClaim.count({ where: { trialLinkId: link.id } });
  if (link.expiresAt <= now || claims >= link.maxClaims) throw new AppError(409, "This trial link has expired or has no trials left", undefined, TRIAL_LINK_CLOSED);
  return link;
}

/** Whether the fan already had a free trial of this creator (one per fan per creator). */
export async function hadTrial(fanId: string, creatorId: string, db: Tx | typeof prisma = prisma): Promise<boolean> {
  return (await db.trialClaim.count({ where: { fanId, creatorId } })) > 0;
}

/** A paid period for the pair succeeded: a trial the fan had of this creator has converted. */
export async function markTrialConverted(tx: Tx, fanId: string, creatorId: string, now: Date): Promise<void> {
  await tx.trialClaim.updateMany({ where: { fanId, creatorId, convertedAt: null }, data: { convertedAt: now } });
}
