import { z } from "@/shared/zod";
import { time, uuid } from "@/shared/answers/common";
import { UserSummary } from "@/shared/answers/member";

export const Attachment = z
  .object({ _id: uuid, type: z.enum(["image", "video"]), key: z.string() })
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
  })
  .meta({ id: "ChatMessage" });

export type ChatMessageAnswer = z.output<typeof ChatMessage>;
