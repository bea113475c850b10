import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { pingItems } from "@/lib/http/ping";

// GET /api/ping: 10 small JSON objects, no database, no auth. The framework-ceiling baseline of
// bench/http-load.ts (routing + the route() wrapper + JSON), against which API endpoints are compared.
export const dynamic = "force-dynamic";

export const GET = route(async () => json({ success: true, items: pingItems() }, 200, { "cache-control": "no-store" }));
