import { endedAmong } from "@/lib/auth/sessions";
import { log } from "@/lib/log";
import type { RealtimeServer } from "@/realtime/types";

/** How often this process looks for sockets whose session has ended (sign-out, password change). */
export const SESSION_SWEEP_MS = 3_000;

/**
 * Closes this process's sockets whose server-side session has ended: one query per sweep for
 * every session connected here. The client is told why (`session_ended`) before the close.
 */
export function startSessionSweep(io: RealtimeServer, everyMs = SESSION_SWEEP_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const sockets = [...io.of("/").sockets.values()];
    void endedAmong(sockets.map((s) => s.data.sessionId).filter(Boolean))
      .then((ended) => {
        for (const socket of sockets) {
          if (!ended.has(socket.data.sessionId)) continue;
          socket.emit("session_ended", { reason: "session_ended" });
          socket.disconnect(true);
        }
      })
      .catch((err) => log.warn({ err }, "session sweep failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
