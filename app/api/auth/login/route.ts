import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { adminLoginSchema } from "@/lib/users/schemas";
import { loginAdmin } from "@/lib/auth/accounts";
import { clientKey } from "@/lib/rate-limit";

// POST /api/auth/login (admin sign-in)
export const POST = route(async (req) => {
  const input = await parseJson(req, adminLoginSchema);
  const { user, token } = await loginAdmin(input, clientKey(req));
  return json({ success: true, token, _id: user.id, id: user.id, username: user.username });
});
