import { log } from "@/lib/log";
import { AppError } from "@/lib/errors";
import { pruneUnreadChanges, readUnreadChanges, unreadCountsOf, type UnreadChange } from "@/lib/notifications/unread-changes";
import { messageSeenBy } from "@/lib/chat/paid-messages";
import { userRoom } from "@/realtime/rooms";
import type { RealtimeServer, RealtimeSocket } from "@/realtime/types";

/** How often this process reads the unread changes (a few times a second: the counts move "at once"). */
export const UNREAD_POLL_MS = 250;
const PRUNE_EVERY_MS = 30_000;

/**
 * `unread_counts {notifications, messages}` to a member's sockets the moment their unread
 * notifications change, whoever changed them (lib/notifications/unread-changes.ts), and to each
 * socket when it connects; from the same outbox, `message_updated` when one of their messages
 * changed (pushMessages). Each process reads the changes itself and tells only its own sockets
 * (io.local), so with several processes nobody is told twice.
 */
export function startUnreadPush(io: RealtimeServer, everyMs = UNREAD_POLL_MS): () => void {
  let xmin: string | null = null;
  /** changes already pushed whose transaction is not below the horizon yet: seq -> tx */
  const seen = new Map<string, bigint>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  const tick = async () => {
    try {
      const read = await readUnreadChanges(xmin);
      const horizon = BigInt(read.xmin);
      const users = new Set<string>();
      const messages: UnreadChange[] = [];
      for (const c of read.changes) {
        if (seen.has(c.seq)) continue;
        seen.set(c.seq, BigInt(c.tx));
        if (c.messageId) messages.push(c);
        else users.add(c.userId);
      }
      for (const [seq, tx] of seen) if (tx < horizon) seen.delete(seq);
      xmin = read.xmin;
      await pushCounts(io, [...users]);
      await pushMessages(io, messages);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneUnreadChanges();
      }
    } catch (err) {
      log.warn({ err }, "unread counts not pushed");
    } finally {
      if (!stopped) timer = setTimeout(() => void tick(), everyMs).unref();
    }
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Pushes the current counts to the members of `userIds` connected to this process. */
async function pushCounts(io: RealtimeServer, userIds: string[]): Promise<void> {
  const rooms = io.of("/").adapter.rooms;
  const here = userIds.filter((id) => rooms.has(userRoom(id)));
  if (here.length === 0) return;
  const counts = await unreadCountsOf(here);
  for (const [id, c] of counts) io.local.to(userRoom(id)).emit("unread_counts", c);
}

/**
 * `message_updated {message, conversationId}` to each member of a change with a messageId (a
 * pay-per-view message bought or relocked; lib/notifications/unread-changes.ts recordMessageChange)
 * connected to this process: the message as that member sees it now (the buyer's other tabs get its
 * media, the creator `purchased: true`; after a refund, locked again).
 */
async function pushMessages(io: RealtimeServer, changes: UnreadChange[]): Promise<void> {
  const rooms = io.of("/").adapter.rooms;
  for (const c of changes) {
    if (!c.messageId || !rooms.has(userRoom(c.userId))) continue;
    try {
      const { forViewer } = await messageSeenBy(c.messageId, c.userId);
      io.local.to(userRoom(c.userId)).emit("message_updated", { message: forViewer, conversationId: forViewer.conversationId });
    } catch (err) {
      // the message is gone (a deleted account's conversation): nothing to tell
      if (!(err instanceof AppError)) throw err;
    }
  }
}

/** The counts as they are now, to a socket that just connected. */
export async function sendUnreadCounts(socket: RealtimeSocket): Promise<void> {
  try {
    const counts = await unreadCountsOf([socket.data.userId]);
    socket.emit("unread_counts", counts.get(socket.data.userId));
  } catch (err) {
    log.warn({ err }, "unread counts not sent");
  }
}
