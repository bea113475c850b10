import { badRequest, fieldError } from "@/lib/errors";
import { toCents } from "@/shared/validation/amount";
import { MAX_SCHEDULE_DAYS, type PostOfferInput } from "@/shared/schemas/posts";

/** A post's pay-per-view price and schedule, as stored (lib/access/posts.ts reads them). */
export type PostOffer = { priceCents: number | null; freeForSubscribers: boolean; publishAt: Date | null; expiresAt: Date | null };

export const NO_OFFER: PostOffer = { priceCents: null, freeForSubscribers: false, publishAt: null, expiresAt: null };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The times of a schedule, checked against `now`: publishAt (if any) later than now and at most
 * MAX_SCHEDULE_DAYS ahead; expiresAt (if any) later than the publication (publishAt, or now).
 * Field errors (400) otherwise.
 */
export function checkSchedule(publishAt: string | null, expiresAt: string | null, now: Date): Pick<PostOffer, "publishAt" | "expiresAt"> {
  const publish = publishAt ? new Date(publishAt) : null;
  const expires = expiresAt ? new Date(expiresAt) : null;
  if (publish && publish.getTime() <= now.getTime()) throw badRequest("PUBLISH_AT_IN_PAST", { errors: fieldError("publishAt", "PUBLISH_AT_IN_PAST") });
  if (publish && publish.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) {
    throw badRequest("PUBLISH_AT_TOO_FAR", { params: { days: MAX_SCHEDULE_DAYS }, errors: fieldError("publishAt", "PUBLISH_AT_TOO_FAR", { days: MAX_SCHEDULE_DAYS }) });
  }
  const start = publish ?? now;
  if (expires && expires.getTime() <= start.getTime()) throw badRequest("EXPIRES_BEFORE_PUBLISH", { errors: fieldError("expiresAt", "EXPIRES_BEFORE_PUBLISH") });
  return { publishAt: publish, expiresAt: expires };
}

/** The validated multipart fields (shared/schemas/posts.ts) as stored; a price-less post is never "free for subscribers". */
export function postOffer(input: PostOfferInput, now: Date): PostOffer {
  const priceCents = input.price === null ? null : toCents(input.price);
  return { priceCents, freeForSubscribers: priceCents !== null && input.freeForSubscribers, ...checkSchedule(input.publishAt, input.expiresAt, now) };
}
