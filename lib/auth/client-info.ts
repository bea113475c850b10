import type { ClientInfo } from "@/lib/auth/accounts";
import { clientKey } from "@/lib/rate-limit";

/** Who is calling, for sign-in limits and the session list: the client address and the user agent. */
export function clientInfo(req: Request): ClientInfo {
  return { ip: clientKey(req), userAgent: req.headers.get("user-agent")?.slice(0, 300) ?? null };
}
