import { z } from "zod";
import { massMessageSchema, messagePurchaseSchema, welcomeMessageSchema } from "@/shared/schemas/chat";
import { ChatMessage, PaymentSummary, RequiresAction, successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Chat";

const MassMessage = z
  .object({
    _id: uuid,
    text: z.string(),
    audience: z.enum(["active", "expired", "all", "tippers"]),
    price: z.number().nullable(),
    mediaIds: z.array(uuid),
    status: z.enum(["queued", "sending", "done"]),
    total: z.number().int().meta({ description: "fans in the audience when delivery started" }),
    delivered: z.number().int(),
    skipped: z.number().int().meta({ description: "fans the messaging rule does not let the creator reach (a block, ...)" }),
    opened: z.number().int().meta({ description: "delivered messages the fan has read" }),
    bought: z.number().int().meta({ description: "delivered pay-per-view messages the fan bought" }),
    createdAt: time,
    finishedAt: time.nullable(),
  })
  .meta({ id: "MassMessage" });

const Welcome = z.object({ text: z.string(), mediaIds: z.array(uuid), price: z.number().nullable() }).nullable();

export const paidMessageOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/chat/mass-messages",
    operationId: "listMassMessages",
    tag,
    summary: "Your mass messages",
    description: "Newest first (at most 50), with their progress and delivered / opened / bought counts.",
    auth: "bearer",
    answers: [{ status: 200, description: "the mass messages", schema: z.object({ success: successTrue, massMessages: z.array(MassMessage) }) }],
  },
  {
    method: "POST",
    path: "/api/chat/mass-messages",
    operationId: "sendMassMessage",
    tag,
    summary: "Send a message to your whole audience",
    description: `Creators only (403 \`CREATORS_ONLY\`). \`audience\`: \`active\` (subscriptions giving access now), \`expired\`
(subscriptions that no longer do), \`all\` (both), \`tippers\` (members who tipped you). \`mediaIds\`: your own uploaded media
(400 \`MEDIA_NOT_OWNED\`); \`price\`: a pay-per-view message (needs media, 400 \`PRICE_NEEDS_MEDIA\`). Answers at once (202,
status \`queued\`); the job queue delivers one message into each fan's conversation (\`MASS_MESSAGE_INTERVAL_SECONDS\`,
batches of 100, resumable across restarts), through the same send as any chat message: a fan the messaging rule refuses
(a block either way, an account that may not be shown, a tipper with no conversation or subscription) is skipped; each
fan's notification follows their preferences. The fan sees the message labelled \`origin: "mass"\`. 10 an hour.`,
    auth: "bearer",
    body: { json: massMessageSchema },
    answers: [{ status: 202, description: "queued", schema: z.object({ success: successTrue, massMessage: MassMessage }) }],
    errors: { 400: "bad input, `MEDIA_NOT_OWNED`, `PRICE_NEEDS_MEDIA`", 403: "`CREATORS_ONLY`", 429: "over 10 an hour" },
  },
  {
    method: "GET",
    path: "/api/users/welcome-message",
    operationId: "getWelcomeMessage",
    tag,
    summary: "Your welcome message",
    auth: "bearer",
    answers: [{ status: 200, description: "the welcome message, or null", schema: z.object({ success: successTrue, welcomeMessage: Welcome }) }],
  },
  {
    method: "PUT",
    path: "/api/users/welcome-message",
    operationId: "setWelcomeMessage",
    tag,
    summary: "Set your welcome message",
    description: `Sent automatically (by the job queue, within \`MASS_MESSAGE_INTERVAL_SECONDS\`) to every new subscriber — a
first subscription, a returning fan, a free trial; not a renewal — labelled \`origin: "welcome"\`. \`mediaIds\` and \`price\` as
for mass messages. An empty \`text\` without media removes it.`,
    auth: "bearer",
    body: { json: welcomeMessageSchema },
    answers: [{ status: 200, description: "saved (null: removed)", schema: z.object({ success: successTrue, welcomeMessage: Welcome }) }],
    errors: { 400: "bad input, `MEDIA_NOT_OWNED`, `PRICE_NEEDS_MEDIA`", 429: "over 60 changes an hour" },
  },
  {
    method: "POST",
    path: "/api/chat/messages/{id}/purchase",
    operationId: "purchaseMessage",
    tag,
    summary: "Buy a pay-per-view message",
    description: `The receiver of a message with a \`price\` sees its text, the price and \`preview\` (how many photos and videos),
never its media, until they buy it here: the same checkout as subscriptions (a saved card, 402 \`card_declined\`, 202 when
the bank asks for a confirmation), the payment and its ledger entries commit with the unlock; the creator is notified and
sees \`purchased: true\` in the conversation's messages. The answer holds the message with its attachments; the realtime
service sends \`message_updated {message, conversationId}\` at once to both members' sockets (the buyer's other tabs, the
creator's chat), each with the message as they see it. A refund or chargeback of the payment locks it again (the same
event tells both sides) and it may be bought again.`,
    auth: "bearer",
    params: { id: { description: "the message's id" } },
    body: { json: messagePurchaseSchema },
    answers: [
      { status: 201, description: "bought", schema: z.object({ success: successTrue, message: ChatMessage, payment: PaymentSummary }) },
      { status: 202, description: "the payer must confirm the payment on the provider's page", schema: RequiresAction },
    ],
    errors: {
      400: "bad input, not one of your saved cards, `NOT_FOR_SALE` (a free message)",
      402: "`card_declined`",
      404: "not a message you received (or hidden, or its sender blocked you)",
      409: "`ALREADY_PURCHASED`, or a payment for it waiting for confirmation",
      429: "over 20 payment attempts a minute",
    },
  },
];
