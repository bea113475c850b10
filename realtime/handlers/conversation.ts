import { validate } from "@/lib/http/parse";
import { conversationArgSchema } from "@/shared/schemas/chat";
import { ackOf, reportError } from "@/realtime/errors";
import { memberOf } from "@/realtime/membership";
import { conversationRoom } from "@/realtime/rooms";
import type { RealtimeSocket } from "@/realtime/types";

/** join_conversation (id or {conversationId}): members only; leave_conversation. */
export function registerConversationHandlers(socket: RealtimeSocket) {
  socket.on("join_conversation", async (...args: unknown[]) => {
    const ack = ackOf(args);
    try {
      const conversationId = validate(conversationArgSchema, args[0]);
      await memberOf(socket, conversationId);
      await socket.join(conversationRoom(conversationId));
      ack?.({ success: true, conversationId });
    } catch (err) {
      void reportError(socket, "join_conversation", err, ack);
    }
  });

  socket.on("leave_conversation", async (...args: unknown[]) => {
    const ack = ackOf(args);
    try {
      const conversationId = validate(conversationArgSchema, args[0]);
      await socket.leave(conversationRoom(conversationId));
      ack?.({ success: true, conversationId });
    } catch (err) {
      void reportError(socket, "leave_conversation", err, ack);
    }
  });
}
