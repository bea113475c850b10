import { prisma } from "@/lib/db";

/**
 * The admin dashboard's figures of this area: identity checks waiting for a decision at `now`
 * (creator verifications and fans' age checks).
 */
export async function verificationCounts(now: Date): Promise<{ pendingVerifications: number; pendingAgeChecks: number }> {
  const where = (kind: "creator" | "age") => ({ kind, status: "pending" as const, createdAt: { lte: now } });
  const [pendingVerifications, pendingAgeChecks] = await Promise.all([
    prisma.identityCheck.count({ where: where("creator") }),
    prisma.identityCheck.count({ where: where("age") }),
  ]);
  return { pendingVerifications, pendingAgeChecks };
}
