import { z } from "@/shared/zod";
import { MediaPreview, placeholder, time, uuid } from "@/shared/answers/common";
import { UserSummary } from "@/shared/answers/member";

export const Attachment = z
  .object({
    _id: uuid,
    type: z.enum(["image", "video"]),
    key: z.string(),
    status: z.enum(["processing", "failed"]).optional().meta({ description: "a video not playable yet (being processed) or that could not be processed; absent once ready" }),
    placeholder,
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable().meta({ description: "a video's length in seconds (null: a photo, or unknown)" }),
  })
  .meta({ id: "Attachment" });

/** A chat message in answers and realtime events (lib/chat/serialize.ts toMessage). */
export const ChatMessage = z
  .object({
    _id: uuid,
    conversationId: uuid,
    sender: UserSummary,
    receiver: z.object({ _id: uuid }),
    content: z.string(),
    messageType: z.enum(["text", "image", "video"]),
    createdAt: time,
    isRead: z.boolean(),
    readAt: time.nullable(),
    attachments: z.array(Attachment),
    /** pay-per-view (issue 21): the price (currency units), absent for a free message */
    price: z.number().optional(),
    /** the receiver has not bought it: `attachments` is empty, `preview` says what it holds */
    locked: z.boolean().optional(),
    /** a priced message: whether the receiver bought it (what the creator sees) */
    purchased: z.boolean().optional(),
    preview: z.object({ photos: z.number().int(), videos: z.number().int() }).optional(),
    /** a locked message: each of its media's type, placeholder, size and length, in order (never a key or URL) */
    previews: z.array(MediaPreview).optional(),
    /** sent as a mass message or as the creator's welcome message (labelled for the fan) */
    origin: z.enum(["mass", "welcome"]).optional(),
  })
  .meta({ id: "ChatMessage" });

export type ChatMessageAnswer = z.output<typeof ChatMessage>;
