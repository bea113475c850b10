import { z } from "zod";
import { subscribeSchema, subscriptionListQuerySchema } from "@/shared/schemas/subscriptions";
import { tipSchema } from "@/shared/schemas/tips";
import { ListPagination, PaymentSummary, RequiresAction, SubscriptionChange, SubscriptionEntry, successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Subscriptions";
const listRules = `Only the user themself. \`status\` active (default), expired, cancelled, past_due or all; \`page\` (default 1)
\`limit\` (default 10, at most 50); newest start first. Status is the effective one: past its end date a row is
\`expired\` even before the job ran; \`active\`/\`cancelled\` list only running rows. In each entry, \`_id\`... are
the other person's, \`subscriptionPrice\` is the price of the current period (dollars).`;
const listErrors = { 400: "an unknown status, or a page or limit that is not a number", 403: "anyone but the user themself" };

export const subscriptionOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/users/subscribe",
    operationId: "subscribe",
    tag,
    summary: "Subscribe to a creator",
    description: `\`paymentMethod\`: the id of one of your saved cards (docs/decisions/025-money.md).
- Charges the creator's current price to that card through the payment provider. When it pays: the
  payment, its ledger entries, the (subscriber, creator) row (active, renewal on, start now, end now + 30
  days) and the creator's notification (\`subscription\`, actionUrl \`/profile/{subscriberUsername}\`) commit
  together (201, with \`payment\`); a receipt is mailed. An expired row is renewed in place.
- A card that needs the payer's confirmation (3-D Secure): 202 \`{requiresAction, actionUrl, paymentId}\`;
  the subscription starts when the payer confirms on that page.
- Declined: 402 \`{code: "card_declined", message: "Your card was declined"}\`; nothing is recorded.
- Already active: 409 "You are already subscribed", no charge; a payment for the pair waiting for
  confirmation: 409. Two simultaneous subscribes for the same pair: one charge.
- Cancelled but still inside its paid period: subscribing again **turns renewal back on without a charge**,
  keeping the same end date (200, message "Subscription reactivated").
- Offers ([Offers](#offers-bundles-promotions-free-trials)): \`bundleMonths\` (3, 6 or 12) charges the creator's bundle
  once and ends the period that many calendar months away; without it, the promotion the fan is entitled to takes
  its percentage off the first month. The amount charged is \`shared/pricing.ts\`'s and is recorded on the payment and
  the subscription. \`expectedAmount\` (what the confirmation showed): a different price now is 409 \`PRICE_CHANGED\`.
- \`trialCode\`: a free trial instead of a charge (201, with \`trial: {days, firstCharge: {amount, at}}\`): active for the
  link's days, renewal on, the card must be one of the fan's saved cards; one trial per fan per creator.
- 20 payment attempts a minute per user.`,
    auth: "bearer",
    body: { json: subscribeSchema },
    answers: [
      { status: 201, description: "subscribed (charged), or a free trial started (with `trial`)", schema: SubscriptionChange },
      { status: 200, description: "reactivated (renewal back on, no charge)", schema: SubscriptionChange },
      { status: 202, description: "the payer must confirm the payment on the provider's page", schema: RequiresAction },
    ],
    errors: {
      400: 'bad input, not one of your saved cards, an expired card, subscribing to yourself, a creator without a price ("This creator does not offer subscriptions"), `BUNDLE_NOT_OFFERED`',
      402: '"Your card was declined" (code card_declined); nothing was charged or recorded',
      403: "a saved-card id that is someone else's; `MEMBER_BLOCKED`: the viewer blocked this creator (unblock first)",
      404: "unknown creator, or one who blocked the viewer; `TRIAL_LINK_NOT_FOUND`",
      409: '"You are already subscribed", or a payment for this subscription waiting for confirmation; `PRICE_CHANGED`; `TRIAL_ALREADY_USED`; `TRIAL_LINK_CLOSED` (expired or used up)',
      429: "over 20 payment attempts a minute",
    },
  },
  {
    method: "POST",
    path: "/api/users/{username}/unsubscribe",
    operationId: "unsubscribe",
    tag,
    summary: "Cancel a subscription",
    description: `Empty body. Sets status cancelled and cancelledAt, **end date unchanged: access lasts until the end
date**. Cancelling an already cancelled (still running) subscription is a no-op success.`,
    auth: "bearer",
    params: { username: { description: "the creator's username" } },
    answers: [{ status: 200, description: "cancelled", schema: SubscriptionChange }],
    errors: { 404: 'no running subscription (never subscribed, or already over): "You are not subscribed to this creator"; unknown user' },
  },
  {
    method: "GET",
    path: "/api/users/{username}/subscribers",
    operationId: "listSubscribers",
    tag,
    summary: "The user's subscribers",
    description: listRules,
    auth: "bearer",
    params: { username: { description: "the signed-in user's own username" } },
    query: subscriptionListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of subscribers",
        schema: z.object({ success: successTrue, subscribers: z.array(SubscriptionEntry), pagination: ListPagination }),
      },
    ],
    errors: listErrors,
  },
  {
    method: "GET",
    path: "/api/users/{username}/subscriptions",
    operationId: "listSubscriptions",
    tag,
    summary: "The creators the user subscribes to",
    description: listRules,
    auth: "bearer",
    params: { username: { description: "the signed-in user's own username" } },
    query: subscriptionListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of subscriptions",
        schema: z.object({ success: successTrue, subscriptions: z.array(SubscriptionEntry), pagination: ListPagination }),
      },
    ],
    errors: listErrors,
  },
];

export const tipOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/tips",
    operationId: "sendTip",
    tag: "Tips",
    summary: "Tip a member",
    description: `\`amount\`: a number > 0, at most 10000, at most 2 decimals. \`cardId\`: one of the sender's saved cards
(required). The charge (kind tip, through the payment provider), its ledger entries, the Tip row and the
recipient's notification (\`payment_received\`, priority high, "New tip", "{first name} sent you {amount}",
actionUrl \`/profile/{senderUsername}\`) are one transaction; a receipt is mailed. A card that needs
confirmation: 202 \`{requiresAction, actionUrl}\` (the tip is recorded when confirmed); declined: 402.
30 tips a minute per user.`,
    auth: "bearer",
    body: { json: tipSchema },
    answers: [
      {
        status: 201,
        description: 'sent, e.g. message "Successfully sent 12.50 dt tip to Nour!"',
        schema: z.object({
          success: successTrue,
          message: z.string(),
          tip: z.object({ _id: uuid, amount: z.number(), currency: z.string(), recipientUsername: z.string(), createdAt: time }),
          payment: PaymentSummary,
        }),
      },
      { status: 202, description: "the payer must confirm the payment on the provider's page", schema: RequiresAction },
    ],
    errors: {
      400: '"Please enter a valid amount", tipping yourself, no cardId ("Please select one of your saved cards"), an unknown or expired card',
      402: '"Your card was declined" (code card_declined)',
      403: "someone else's card; `MEMBER_BLOCKED`: the viewer blocked the recipient (unblock first)",
      404: "unknown recipient, or one who blocked the viewer",
      429: "over 30 tips a minute",
    },
  },
];
