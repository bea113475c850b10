import { validate } from "@/lib/http/parse";
import { markMessagesRead } from "@/lib/chat/read";
import { markReadSchema } from "@/shared/schemas/chat";
import type { Ctx } from "@/realtime/context";
import { ackOf, reportError } from "@/realtime/errors";
import { conversationRoom, userRoom } from "@/realtime/rooms";
import type { RealtimeSocket } from "@/realtime/types";

/**
 * mark_messages_read {conversationId, messageIds?}: only messages addressed to the caller
 * change. messages_read {conversationId, messageIds, readBy, readAt} goes to the conversation
 * room and to both members' personal rooms (the sender sees the receipt, the reader's other
 * tabs update their badges).
 */
export function registerReadHandlers(socket: RealtimeSocket, ctx: Ctx) {
  socket.on("mark_messages_read", (...args: unknown[]) => {
    const ack = ackOf(args);
    return ctx.track(
      (async () => {
        try {
          const { conversationId, messageIds } = validate(markReadSchema, args[0]);
          const r = await markMessagesRead(conversationId, socket.data.userId, messageIds);
          const body = { conversationId, messageIds: r.messageIds, readBy: r.readBy, readAt: r.readAt };
          if (r.messageIds.length > 0) {
            ctx.io.to([conversationRoom(conversationId), userRoom(r.otherId), userRoom(socket.data.userId)]).emit("messages_read", body);
          }
          ack?.({ success: true, ...body });
        } catch (err) {
          void reportError(socket, "mark_messages_read", err, ack);
        }
      })(),
    );
  });
}
