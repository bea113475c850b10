import { z } from "zod";
import { offersQuerySchema, promotionSchema, subscriptionBundlesSchema, trialLinkSchema } from "@/shared/schemas/offers";
import { successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Offers: bundles, promotions, free trials";
const money = z.number().meta({ description: "currency units (CURRENCY), e.g. 25.48" });

const Bundle = z
  .object({
    months: z.number().int(),
    discountPercent: z.number().int(),
    price: money.nullable().meta({ description: "charged once for the whole bundle (null while the creator has no monthly price)" }),
    listPrice: money.nullable().meta({ description: "monthly price × months" }),
  })
  .meta({ id: "SubscriptionBundle" });

const Promotion = z
  .object({
    _id: uuid,
    discountPercent: z.number().int(),
    audience: z.enum(["new", "expired", "both"]),
    maxClaims: z.number().int().nullable(),
    claims: z.number().int().meta({ description: "payments that used it and did not fail" }),
    endsAt: time,
    endedAt: time.nullable(),
    active: z.boolean(),
    createdAt: time,
  })
  .meta({ id: "Promotion" });

const TrialLink = z
  .object({
    _id: uuid,
    code: z.string(),
    url: z.string().meta({ description: "the shareable link: the creator's profile with ?trial=code" }),
    days: z.number().int(),
    maxClaims: z.number().int(),
    expiresAt: time,
    claims: z.number().int(),
    conversions: z.number().int().meta({ description: "claims followed by a paid period" }),
    open: z.boolean(),
    createdAt: time,
  })
  .meta({ id: "TrialLink" });

const limits = { 400: "bad input (field errors)", 429: "over 60 changes an hour" };

export const offerOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/subscription-bundles",
    operationId: "listMyBundles",
    tag,
    summary: "Your subscription bundles",
    auth: "bearer",
    answers: [{ status: 200, description: "the bundles, shortest first", schema: z.object({ success: successTrue, bundles: z.array(Bundle) }) }],
  },
  {
    method: "PUT",
    path: "/api/users/subscription-bundles",
    operationId: "setBundles",
    tag,
    summary: "Set your subscription bundles",
    description: "Replaces the whole set: `bundles` lists at most one bundle per length (3, 6 or 12 months), each 1–90 % off; `[]` removes them all.",
    auth: "bearer",
    body: { json: subscriptionBundlesSchema },
    answers: [{ status: 200, description: "saved", schema: z.object({ success: successTrue, bundles: z.array(Bundle), message: z.string() }) }],
    errors: limits,
  },
  {
    method: "GET",
    path: "/api/users/promotions",
    operationId: "listPromotions",
    tag,
    summary: "Your promotions",
    description: "Newest first (at most 100), each with its claims and whether it still applies.",
    auth: "bearer",
    answers: [{ status: 200, description: "the promotions", schema: z.object({ success: successTrue, promotions: z.array(Promotion) }) }],
  },
  {
    method: "POST",
    path: "/api/users/promotions",
    operationId: "createPromotion",
    tag,
    summary: "Start a promotion",
    description: `\`discountPercent\` (1–90) off the first month for \`audience\` new (never subscribed to you), expired (their
subscription ended; not past_due) or both; \`maxClaims\` fans at most (absent: no limit); until \`endsAt\` (future,
within a year). At most 10 running at once (409 \`TOO_MANY_PROMOTIONS\`).`,
    auth: "bearer",
    body: { json: promotionSchema },
    answers: [{ status: 201, description: "started", schema: z.object({ success: successTrue, promotion: Promotion }) }],
    errors: { ...limits, 409: "`TOO_MANY_PROMOTIONS`" },
  },
  {
    method: "DELETE",
    path: "/api/users/promotions/{id}",
    operationId: "endPromotion",
    tag,
    summary: "End a promotion now",
    description: "It stops applying at once; it stays listed (with `endedAt`) for the subscriptions that used it. Ending an ended one is a no-op success.",
    auth: "bearer",
    params: { id: { description: "the promotion's id" } },
    answers: [{ status: 200, description: "ended", schema: z.object({ success: successTrue, ended: z.literal(true), message: z.string() }) }],
    errors: { 400: "not an id", 404: "not one of your promotions" },
  },
  {
    method: "GET",
    path: "/api/users/trial-links",
    operationId: "listTrialLinks",
    tag,
    summary: "Your free-trial links",
    description: "Newest first, each with its claims and conversions (claims followed by a paid period).",
    auth: "bearer",
    answers: [{ status: 200, description: "the links", schema: z.object({ success: successTrue, trialLinks: z.array(TrialLink) }) }],
  },
  {
    method: "POST",
    path: "/api/users/trial-links",
    operationId: "createTrialLink",
    tag,
    summary: "Make a free-trial link",
    description: `\`days\` (1–30) of access without a charge for at most \`maxClaims\` fans until \`expiresAt\`. Answers the
shareable \`url\` and its \`code\`. A fan claims it with \`POST /api/users/subscribe {creatorId, paymentMethod, trialCode}\`
(a saved card is required: the renewal at the trial's end charges the monthly price). At most 100 links (409 \`TOO_MANY_TRIAL_LINKS\`).`,
    auth: "bearer",
    body: { json: trialLinkSchema },
    answers: [{ status: 201, description: "made", schema: TrialLink.extend({ success: successTrue }) }],
    errors: { ...limits, 409: "`TOO_MANY_TRIAL_LINKS`" },
  },
  {
    method: "GET",
    path: "/api/users/{username}/offers",
    operationId: "creatorOffers",
    tag,
    summary: "What a creator's subscribe button offers the viewer",
    description: `Bearer optional. The monthly price, the bundles with their prices, the promotion the viewer would get now
(an anonymous visitor sees the one for new subscribers; a subscriber none) and, with \`?trial=CODE\`, the trial:
its days, the first charge (amount and date if claimed now) and whether the viewer may claim it (\`reason\`:
\`TRIAL_ALREADY_USED\`, \`ALREADY_SUBSCRIBED\`, \`TRIAL_LINK_NOT_FOUND\`, \`TRIAL_LINK_CLOSED\`). Every price is the
one the charge will use (\`shared/pricing.ts\`).`,
    auth: "optional",
    params: { username: { description: "the creator's username" } },
    query: offersQuerySchema,
    answers: [
      {
        status: 200,
        description: "the offers",
        schema: z.object({
          success: successTrue,
          creatorId: uuid,
          monthlyPrice: money.nullable(),
          bundles: z.array(Bundle),
          promotion: z
            .object({ _id: uuid, discountPercent: z.number().int(), price: money, listPrice: money, endsAt: time, remaining: z.number().int().nullable() })
            .nullable(),
          trial: z
            .object({
              code: z.string(),
              days: z.number().int().nullable(),
              expiresAt: time.nullable(),
              firstCharge: z.object({ amount: money, at: time }).nullable(),
              available: z.boolean(),
              reason: z.string().nullable(),
            })
            .nullable(),
        }),
      },
    ],
    errors: { 400: "a malformed trial code", 404: '"User not found" (also: the user blocked the viewer)', 451: "`GEO_BLOCKED`" },
  },
];
