import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { publicRealtimeConfig } from "@/lib/http/realtime-url";

// GET /api/chat/realtime-config — where the browser opens its socket: {url} (null = this host) and {port}.
export const GET = route(async () => json({ success: true, ...publicRealtimeConfig() }, 200, { "cache-control": "no-store" }));
