import { prisma } from "@/lib/db";

// Liveness + database reachability, used by the launcher's users, tests and monitors.
// Always evaluated per request: a cached "ok" would hide a dead database.
export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok" });
  } catch {
    // No error details: this endpoint is public.
    return Response.json({ status: "error", database: "unreachable" }, { status: 503 });
  }
}
