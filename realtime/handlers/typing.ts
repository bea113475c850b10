import { validate } from "@/lib/http/parse";
import { conversationArgSchema } from "@/shared/schemas/chat";
import { reportError } from "@/realtime/errors";
import { memberOf } from "@/realtime/membership";
import { conversationRoom, userRoom } from "@/realtime/rooms";
import type { RealtimeSocket } from "@/realtime/types";

/**
 * typing_start / typing_stop {conversationId}: members only; relayed as user_typing /
 * user_stopped_typing to the conversation room and the other member's personal room, never
 * back to the typing socket.
 */
export function registerTypingHandlers(socket: RealtimeSocket) {
  const relay = (event: "typing_start" | "typing_stop", out: "user_typing" | "user_stopped_typing") =>
    socket.on(event, async (payload: unknown) => {
      try {
        const conversationId = validate(conversationArgSchema, payload);
        const otherId = await memberOf(socket, conversationId);
        const body =
          out === "user_typing"
            ? { conversationId, userId: socket.data.userId, username: socket.data.username }
            : { conversationId, userId: socket.data.userId };
        socket.to([conversationRoom(conversationId), userRoom(otherId)]).emit(out, body);
      } catch (err) {
        void reportError(socket, event, err);
      }
    });
  relay("typing_start", "user_typing");
  relay("typing_stop", "user_stopped_typing");
}
