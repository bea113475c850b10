import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clientKey } from "@/lib/rate-limit";
import { restoreAccount } from "@/lib/privacy/deletion";
import { restoreAccountSchema } from "@/shared/schemas/privacy";

// POST /api/users/me/restore {email, password} (no token): undoes a deletion within its grace period
export const POST = route(async (req) => {
  const input = await parseJson(req, restoreAccountSchema);
  return json({ success: true, ...(await restoreAccount(input, clientKey(req))) });
});
