import { prisma } from "@/lib/db";

/** True when the database answers a trivial query. */
export async function databaseReachable(): Promise<boolean> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}

/** Closes this process's database pool (graceful shutdown of a service that is not the web app). */
export async function closeDatabase(): Promise<void> {
  await prisma.$disconnect();
}
