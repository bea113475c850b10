import { requireMembership } from "@/lib/chat/conversations";
import type { RealtimeSocket } from "@/realtime/types";

/** The other member of a conversation the socket's user belongs to (checked once per socket, then cached). Throws 403/404. */
export async function memberOf(socket: RealtimeSocket, conversationId: string): Promise<string> {
  const cached = socket.data.memberships.get(conversationId);
  if (cached) return cached;
  const { otherId } = await requireMembership(conversationId, socket.data.userId);
  socket.data.memberships.set(conversationId, otherId);
  return otherId;
}
