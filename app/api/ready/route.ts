import { readiness } from "@/lib/health/ready";

// Readiness for load balancers: 503 until the database (and Redis, when configured) answer.
// /api/health is the liveness check.
export const dynamic = "force-dynamic";

export async function GET() {
  const state = await readiness();
  return Response.json(state, { status: state.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
