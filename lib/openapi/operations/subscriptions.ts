import { z } from "zod";
import { subscribeSchema, subscriptionListQuerySchema } from "@/shared/schemas/subscriptions";
import { tipSchema } from "@/shared/schemas/tips";
import { ListPagination, SubscriptionChange, SubscriptionEntry, successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Subscriptions";
const listRules = `Only the user themself. \`status\` active (default), expired, cancelled or all; \`page\` (default 1)
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
    description: `\`paymentMethod\`: "stripe", or the id of one of your saved cards.
- Charges the creator's current price and sets the one (subscriber, creator) row to active, start now, end
  now + 30 days, in one transaction with the ledger entry and the creator's notification (\`subscription\`,
  actionUrl \`/profile/{subscriberUsername}\`). An expired row is renewed in place (new charge).
- Already active (status active, end date in the future): 409 "You are already subscribed", no charge. Two
  simultaneous subscribes for the same pair are serialised (advisory lock): one charge.
- Cancelled but still inside its paid period: subscribing again **reactivates it without a new charge**,
  keeping the same end date (message "Subscription reactivated").`,
    auth: "bearer",
    body: { json: subscribeSchema },
    answers: [{ status: 200, description: "subscribed (or reactivated)", schema: SubscriptionChange }],
    errors: {
      400: 'bad input, subscribing to yourself, or a creator without a price ("This creator does not offer subscriptions")',
      403: "a saved-card id that is someone else's",
      404: "unknown creator",
      409: '"You are already subscribed"',
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
    description: `\`amount\`: a number > 0, at most 10000, at most 2 decimals. If the sender has saved cards, \`cardId\` is
required and must be one of theirs; without saved cards, no card is needed. The charge (kind tip, through
the payment provider), the Tip row and the recipient's notification (\`payment_received\`, priority high,
"New tip", "{first name} sent you {amount} dt", actionUrl \`/profile/{senderUsername}\`) are one transaction.
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
          tip: z.object({ _id: uuid, amount: z.number(), currency: z.literal("TND"), recipientUsername: z.string(), createdAt: time }),
        }),
      },
    ],
    errors: {
      400: '"Please enter a valid amount", tipping yourself, "Please select a payment method" (saved cards but no cardId), an unknown card',
      403: "someone else's card",
      404: "unknown recipient",
      429: "over 30 tips a minute",
    },
  },
];
