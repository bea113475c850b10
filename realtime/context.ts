import type { PresenceStore } from "@/realtime/presence";
import type { RealtimeServer } from "@/realtime/types";

/** What the handlers share: the io server, the presence store and the tracker of in-flight work (awaited on shutdown). */
export type Ctx = {
  io: RealtimeServer;
  presence: PresenceStore;
  track: <T>(p: Promise<T>) => Promise<T>;
};
