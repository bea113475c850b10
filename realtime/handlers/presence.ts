import { z } from "zod";
import { lastSeenOf, presencePeers, recordLastSeen } from "@/lib/chat/presence";
import { validate } from "@/lib/http/parse";
import { log } from "@/lib/log";
import type { Ctx } from "@/realtime/context";
import { ackOf, reportError } from "@/realtime/errors";
import { userRoom } from "@/realtime/rooms";
import type { RealtimeSocket } from "@/realtime/types";

type Status = { userId: string; status: "online" | "offline"; lastSeen?: string | null };

/** user_status_change goes to the members who may see the user's presence (THE rule, lib/chat/presence.ts) and the user's own other sockets. */
async function broadcastStatus(ctx: Ctx, change: Status) {
  const peers = await presencePeers(change.userId);
  ctx.io.to([userRoom(change.userId), ...peers.map(userRoom)]).emit("user_status_change", change);
}

/**
 * Presence: online when a user's first socket connects (anywhere), offline with lastSeen when
 * the last one leaves (lastSeenAt is stored on the user). get_online_users answers the status
 * of the members whose presence the caller may see (optionally only `userIds`): the chat, its
 * conversation list and profiles. Anyone else asked about is left out of the answer.
 */
export function registerPresence(socket: RealtimeSocket, ctx: Ctx) {
  const { userId } = socket.data;
  socket.data.presenceReady = ctx.track(
    (async () => {
      try {
        if (await ctx.presence.add(userId, socket.id)) await broadcastStatus(ctx, { userId, status: "online" });
      } catch (err) {
        log.warn({ err, userId }, "presence not recorded");
      }
    })(),
  );

  socket.on("disconnect", () =>
    ctx.track(
      (async () => {
        await socket.data.presenceReady;
        try {
          if (!(await ctx.presence.remove(userId, socket.id))) return;
          const at = new Date();
          await recordLastSeen(userId, at);
          await broadcastStatus(ctx, { userId, status: "offline", lastSeen: at.toISOString() });
        } catch (err) {
          log.warn({ err, userId }, "presence not cleared");
        }
      })(),
    ),
  );

  const query = z.object({ userIds: z.array(z.uuid()).max(200).optional() }).nullish();
  socket.on("get_online_users", async (...args: unknown[]) => {
    const ack = ackOf(args);
    try {
      const filter = validate(query, typeof args[0] === "function" ? undefined : args[0])?.userIds;
      // this socket's own presence is recorded before it is answered (so an answer also means "I count as online")
      await socket.data.presenceReady;
      const ids = await presencePeers(userId, filter ? { only: filter } : {});
      const online = await ctx.presence.online(ids);
      const seen = await lastSeenOf(ids.filter((id) => !online.has(id)));
      const users: Status[] = ids.map((id) =>
        online.has(id) ? { userId: id, status: "online" } : { userId: id, status: "offline", lastSeen: seen.get(id)?.toISOString() ?? null },
      );
      ack?.({ success: true, users });
    } catch (err) {
      void reportError(socket, "get_online_users", err, ack);
    }
  });
}
