import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { adminListQuerySchema } from "@/shared/schemas/contact";
import { listNewsletterSubscribers, subscribeNewsletter } from "@/lib/newsletter/subscribers";
import { newsletterSchema } from "@/shared/schemas/newsletter";

// POST /api/newsletter {email} (public, idempotent, 10 per 10 minutes per client)
export const POST = route(async (req) => {
  await consume(limiter("newsletter", 10, 10 * 60), clientKey(req), "TOO_MANY_REQUESTS");
  const { email } = await parseJson(req, newsletterSchema);
  const { created } = await subscribeNewsletter(email);
  return json({ success: true, message: created ? "Subscribed to the newsletter" : "You are subscribed to the newsletter" }, created ? 201 : 200);
});

// GET /api/newsletter?q&page&limit (admin): current subscribers, newest first
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminListQuerySchema);
  return json({ success: true, ...(await listNewsletterSubscribers(query)) }, 200, { "cache-control": "no-store" });
});
