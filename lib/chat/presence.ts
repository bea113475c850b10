import { prisma } from "@/lib/db";

// Persistence side of presence. Who is online right now is known only to the realtime
// service (memory or Redis); the last time someone was seen is stored on the user.

export async function recordLastSeen(userId: string, at: Date = new Date()): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId }, data: { lastSeenAt: at } });
}

export async function lastSeenOf(userIds: string[]): Promise<Map<string, Date | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, lastSeenAt: true } });
  return new Map(rows.map((r) => [r.id, r.lastSeenAt]));
}
