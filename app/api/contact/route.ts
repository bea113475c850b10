import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { adminListQuerySchema, contactSchema } from "@/shared/schemas/contact";
import { listContacts, submitContact } from "@/lib/contact/contacts";

// POST /api/contact {name, email, message} (public, 5 per 10 minutes per client)
export const POST = route(async (req) => {
  await consume(limiter("contact", 5, 10 * 60), clientKey(req), "CONTACT_TOO_MANY");
  const input = await parseJson(req, contactSchema);
  await submitContact(input);
  return json({ success: true, message: "Thank you, your message has been sent" }, 201);
});

// GET /api/contact?q&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminListQuerySchema);
  return json({ success: true, ...(await listContacts(query)) }, 200, { "cache-control": "no-store" });
});
