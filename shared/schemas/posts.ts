import { z } from "@/shared/zod";
import { hasAtMostTwoDecimals, isAtLeastOneCent } from "@/shared/validation/amount";

// Pay-per-view, schedule and expiry of a post (issue 21): the multipart text fields of
// POST /api/posts/exclusive-content, and the JSON body of PATCH /api/posts/{postId}/schedule.
// The composer validates with the same schemas.

export const MAX_POST_PRICE = 500;
/** How far ahead a post may be scheduled. */
export const MAX_SCHEDULE_DAYS = 365;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** A price in the currency's major unit, at least one cent, at most 2 decimals; "" or absent: no price. */
export const postPriceSchema = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: "Please enter a valid price" })
    .refine(isAtLeastOneCent, "Please enter a valid price")
    .refine((n) => n <= MAX_POST_PRICE, `The price must be at most ${MAX_POST_PRICE}`)
    .refine(hasAtMostTwoDecimals, "Use at most 2 decimals")
    .nullable(),
);

/** An ISO 8601 time with its offset; "" or absent: none. */
const timeSchema = z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: "Please enter a valid date and time" }).nullable());

const flagSchema = z.preprocess(
  (v) => (typeof v === "string" ? ["true", "1", "on", "yes"].includes(v.trim().toLowerCase()) : v ?? false),
  z.boolean({ error: "freeForSubscribers must be true or false" }),
);

/** The offer and schedule fields of a new post (all optional). */
export const postOfferSchema = z.object({
  price: postPriceSchema.optional().default(null),
  freeForSubscribers: flagSchema.optional().default(false),
  publishAt: timeSchema.optional().default(null),
  expiresAt: timeSchema.optional().default(null),
});
export type PostOfferInput = z.infer<typeof postOfferSchema>;

/** PATCH /api/posts/{postId}/schedule: a scheduled post's new times (publishAt null: publish now). */
export const scheduleUpdateSchema = z.object({
  publishAt: timeSchema,
  expiresAt: timeSchema.optional().default(null),
});
export type ScheduleUpdateInput = z.infer<typeof scheduleUpdateSchema>;

/** POST /api/posts/{postId}/purchase {paymentMethod}: one of the buyer's saved cards. */
export const purchaseSchema = z.object({
  paymentMethod: z.uuid({ error: "Please select one of your saved cards" }),
});
export type PurchaseInput = z.infer<typeof purchaseSchema>;

/** The `mediaIds` of a new post: ids of media in the author's vault (GET /api/users/vault). */
const isUuid = (v: string) => z.uuid().safeParse(v).success;
export const mediaIdsSchema = z.object({
  mediaIds: z
    .array(z.string(), { error: "mediaIds must be a list of ids" })
    .max(10, "A post can hold at most 10 files")
    .refine((ids) => ids.every(isUuid), "Unknown media in your vault"),
});
