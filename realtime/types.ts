import type { DefaultEventsMap, Server, Socket } from "socket.io";

export type SocketData = {
  userId: string;
  username: string;
  /** the server-side session of the handshake's token: the socket is closed when it ends */
  sessionId: string;
  /** conversations this socket's user is known to belong to: conversationId -> the other member */
  memberships: Map<string, string>;
  /** settles once this socket's presence has been recorded */
  presenceReady?: Promise<unknown>;
};

// Event maps are left open: every payload is validated with zod on arrival (shared/schemas/chat.ts).
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type Ack = (response: unknown) => void;
