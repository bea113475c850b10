import { createServer, type Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import type { Ctx } from "@/realtime/context";
import { createScaling, type Scaling } from "@/realtime/adapter";
import { allowedOrigins, authenticate, originCheck } from "@/realtime/auth";
import { registerConversationHandlers } from "@/realtime/handlers/conversation";
import { registerMessageHandlers } from "@/realtime/handlers/messages";
import { registerPresence } from "@/realtime/handlers/presence";
import { registerReadHandlers } from "@/realtime/handlers/read";
import { registerTypingHandlers } from "@/realtime/handlers/typing";
import { healthHandler } from "@/realtime/health";
import { startSessionSweep } from "@/realtime/session-sweep";
import { sendUnreadCounts, startUnreadPush } from "@/realtime/unread";
import { userRoom } from "@/realtime/rooms";
import type { RealtimeServer } from "@/realtime/types";

export type RealtimeApp = {
  http: HttpServer;
  io: RealtimeServer;
  scaling: Scaling;
  ctx: Ctx;
  pending: Set<Promise<unknown>>;
  state: { closing: boolean };
  stopSweep: () => void;
  stopUnreadPush: () => void;
};

/** Builds the HTTP server (health) and the socket.io server on it (path /socket.io). Not listening yet. */
export function createRealtimeApp(): RealtimeApp {
  const scaling = createScaling();
  const state = { closing: false };
  const origins = allowedOrigins();
  const ref: { io?: RealtimeServer } = {};
  const http = createServer(
    healthHandler({ redisPing: scaling.ping, connections: () => ref.io?.engine.clientsCount ?? 0, closing: () => state.closing }),
  );
  const io = (ref.io = new Server(http, {
    path: "/socket.io",
    cors: { origin: origins, credentials: true },
    allowRequest: originCheck(origins),
    ...(scaling.adapter ? { adapter: scaling.adapter } : {}),
  }) as RealtimeServer);

  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p);
    p.finally(() => pending.delete(p)).catch(() => {});
    return p;
  };
  const ctx: Ctx = { io, presence: scaling.presence, track };

  io.use((socket, next) => void authenticate(socket, next));
  io.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.userId));
    registerConversationHandlers(socket);
    registerMessageHandlers(socket, ctx);
    registerTypingHandlers(socket);
    registerReadHandlers(socket, ctx);
    registerPresence(socket, ctx);
    void ctx.track(sendUnreadCounts(socket));
  });

  const stopSweep = startSessionSweep(io);
  const stopUnreadPush = startUnreadPush(io);
  return { http, io, scaling, ctx, pending, state, stopSweep, stopUnreadPush };
}
