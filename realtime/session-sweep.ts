import { endedAmong, onSessionsEnded } from "@/lib/auth/sessions";
import { log } from "@/lib/log";
import type { RealtimeServer, RealtimeSocket } from "@/realtime/types";

/** How often this process looks for sockets whose session has ended (sign-out, password change). */
export const SESSION_SWEEP_MS = 3_000;

/** Closes those of `sockets` whose session has ended (one query), telling each why first. */
async function closeEnded(sockets: RealtimeSocket[]): Promise<void> {
  if (sockets.length === 0) return;
  const ended = await endedAmong(sockets.map((s) => s.data.sessionId).filter(Boolean));
  for (const socket of sockets) {
    if (!ended.has(socket.data.sessionId)) continue;
    socket.emit("session_ended", { reason: "session_ended" });
    socket.disconnect(true);
  }
}

/**
 * Closes this process's sockets whose server-side session has ended: one query per sweep for
 * every session connected here. The client is told why (`session_ended`) before the close.
 * With REDIS_URL, an ending anywhere (an app instance's sign-out, a password change) also closes
 * the sockets of that session or user at once (lib/auth/sessions.ts onSessionsEnded), without
 * waiting for the next sweep.
 */
export function startSessionSweep(io: RealtimeServer, everyMs = SESSION_SWEEP_MS): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void closeEnded([...io.of("/").sockets.values()])
      .catch((err) => log.warn({ err }, "session sweep failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  onSessionsEnded((keys) => {
    const check = () => {
      if (stopped) return;
      const wanted = new Set(keys);
      const sockets = [...io.of("/").sockets.values()].filter(
        (s) => wanted.has(`s:${s.data.sessionId}`) || wanted.has(`u:${s.data.userId}`),
      );
      void closeEnded(sockets).catch((err) => log.warn({ err }, "session sweep failed"));
    };
    check();
    // the announcement may come before the ending transaction commits: look again shortly
    setTimeout(check, 500).unref();
  });
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
