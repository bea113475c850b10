import { z } from "@/shared/zod";
import { hasAtMostTwoDecimals, isAtLeastOneCent } from "@/shared/validation/amount";

// Input schemas shared by the REST handlers and the realtime service.

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_ATTACHMENTS = 10;

export const conversationIdSchema = z.uuid("Invalid conversation id");

/** The largest price of a pay-per-view message, in currency units. */
export const MAX_MESSAGE_PRICE = 1000;

/** A pay-per-view message's price in currency units (1 minor unit to MAX_MESSAGE_PRICE). */
export const messagePriceSchema = z
  .number({ error: "Please enter a valid amount" })
  .refine(isAtLeastOneCent, "Please enter a valid amount")
  .refine((n) => n <= MAX_MESSAGE_PRICE, `The price must be at most ${MAX_MESSAGE_PRICE}`)
  .refine(hasAtMostTwoDecimals, "Use at most 2 decimals");

/** Ids of the creator's own media reused by a message. */
export const mediaIdsSchema = z.array(z.uuid("Invalid media id")).max(MAX_ATTACHMENTS, "Too many media");

/** POST /api/chat/mass-messages. */
export const massMessageSchema = z.object({
  text: z.string({ error: "Message content is required" }).trim().min(1, "Message content is required").max(MAX_MESSAGE_LENGTH, "Message is too long"),
  audience: z.enum(["active", "expired", "all", "tippers"], { error: "audience must be active, expired, all or tippers" }),
  mediaIds: mediaIdsSchema.optional(),
  price: messagePriceSchema.nullable().optional(),
});
export type MassMessageInput = z.infer<typeof massMessageSchema>;

/** PUT /api/users/welcome-message: an empty text without media removes it. */
export const welcomeMessageSchema = z.object({
  text: z.string({ error: "Message content is required" }).trim().max(MAX_MESSAGE_LENGTH, "Message is too long"),
  mediaIds: mediaIdsSchema.optional(),
  price: messagePriceSchema.nullable().optional(),
});
export type WelcomeMessageInput = z.infer<typeof welcomeMessageSchema>;

/** POST /api/chat/messages/{id}/purchase. */
export const messagePurchaseSchema = z.object({ paymentMethod: z.uuid({ error: "Please select one of your saved cards" }) });

export const messageIdSchema = z.uuid("Invalid message id");

export const sendMessageSchema = z.object({
  receiverId: z.uuid("Invalid receiver id"),
  receiverModel: z.literal("User").optional(),
  content: z.string({ error: "Message content is required" }).max(20_000, "Message is too long").default(""),
  messageType: z.enum(["text", "image", "video"]).optional(),
  conversationId: z.uuid("Invalid conversation id").nullish(),
  clientId: z.string().max(100).optional(),
  attachments: z.array(z.uuid("Invalid attachment id")).max(MAX_ATTACHMENTS, "Too many attachments").optional(),
  /** issue 21: the sender's existing media to reuse */
  mediaIds: mediaIdsSchema.optional(),
  /** pay-per-view: the price (currency units); the message must hold media */
  price: messagePriceSchema.optional(),
});
export type SendMessagePayload = z.infer<typeof sendMessageSchema>;

export const conversationRefSchema = z.object({ conversationId: conversationIdSchema });

/** join_conversation / leave_conversation accept the id itself or { conversationId }. */
export const conversationArgSchema = z.union([conversationIdSchema, conversationRefSchema.transform((v) => v.conversationId)]);

export const markReadSchema = z.object({
  conversationId: conversationIdSchema,
  messageIds: z.array(z.uuid("Invalid message id")).max(500, "Too many message ids").optional(),
});

export const messagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const conversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** PUT /api/chat/conversations/{conversationId}/read: the REST fallback of mark_messages_read. */
export const readBodySchema = z.object({ messageIds: z.array(z.uuid("Invalid message id")).max(500).optional() });

/** POST /api/chat/conversations {username}: find or start the conversation with that user. */
export const startConversationSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().toLowerCase().min(1, "Username is required").max(60),
});

/** The {username} of GET /api/chat/conversations/with/{username} (Next has already decoded the segment). */
export const usernameParamSchema = z.string().trim().toLowerCase().min(1).max(60);
