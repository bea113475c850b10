import { databaseReachable } from "@/lib/health/database";

// Liveness + database reachability, used by the launcher, tests and monitors.
// Always evaluated per request: a cached "ok" would hide a dead database.
export const dynamic = "force-dynamic";

export async function GET() {
  if (await databaseReachable()) return Response.json({ status: "ok", database: "ok" });
  // No error details: this endpoint is public.
  return Response.json({ status: "error", database: "unreachable" }, { status: 503 });
}
