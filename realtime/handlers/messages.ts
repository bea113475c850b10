import { validate } from "@/lib/http/parse";
import { sendMessageSchema } from "@/shared/schemas/chat";
import { sendMessage } from "@/lib/chat/send";
import { toCents } from "@/shared/validation/amount";
import type { ChatMessage } from "@/lib/chat/serialize";
import type { Ctx } from "@/realtime/context";
import { ackOf, reportError } from "@/realtime/errors";
import { conversationRoom, userRoom } from "@/realtime/rooms";
import type { RealtimeSocket } from "@/realtime/types";

function clientIdOf(payload: unknown): string | undefined {
  const id = (payload as { clientId?: unknown } | null)?.clientId;
  return typeof id === "string" ? id.slice(0, 100) : undefined;
}

/**
 * send_message: stored first (lib/chat/send.ts), then delivered —
 *  - new_message {message, conversationId} to the conversation room, the receiver's personal
 *    room and the sender's other sockets (one emit over several rooms: nobody gets it twice);
 *  - message_notification {sender, message, conversationId} to the receiver's personal room;
 *  - message_sent {message, clientId, conversationId} and the ack to the sending socket.
 * Any refusal: message_error {event, message, status, clientId} (and the ack), nothing stored.
 */
export function registerMessageHandlers(socket: RealtimeSocket, ctx: Ctx) {
  socket.on("send_message", (...args: unknown[]) => {
    const ack = ackOf(args);
    const clientId = clientIdOf(args[0]);
    return ctx.track(
      (async () => {
        try {
          const input = validate(sendMessageSchema, args[0]);
          // Delivered as soon as it is committed; the receiver's notification row is written after.
          const deliver = (message: ChatMessage, forReceiver: ChatMessage) => {
            const conversationId = message.conversationId;
            socket.data.memberships.set(conversationId, input.receiverId);
            void socket.join(conversationRoom(conversationId));
            if (forReceiver === message) {
              socket
                .to([conversationRoom(conversationId), userRoom(input.receiverId), userRoom(socket.data.userId)])
                .emit("new_message", { message, conversationId });
            } else {
              // a pay-per-view message: the receiver gets it locked (lib/chat/serialize.ts), the sender's other sockets whole
              socket.to(userRoom(socket.data.userId)).emit("new_message", { message, conversationId });
              ctx.io.to(userRoom(input.receiverId)).emit("new_message", { message: forReceiver, conversationId });
            }
            ctx.io.to(userRoom(input.receiverId)).emit("message_notification", { sender: message.sender, message: forReceiver, conversationId });
            socket.emit("message_sent", { message, clientId, conversationId });
          };
          const message = await sendMessage(
            {
              senderId: socket.data.userId,
              receiverId: input.receiverId,
              content: input.content,
              conversationId: input.conversationId,
              attachmentIds: input.attachments,
              mediaIds: input.mediaIds,
              priceCents: input.price === undefined ? null : toCents(input.price),
            },
            { onStored: deliver },
          );
          const conversationId = message.conversationId;
          ack?.({ success: true, message, clientId, conversationId });
        } catch (err) {
          void reportError(socket, "send_message", err, ack, { clientId });
        }
      })(),
    );
  });
}
