import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";

/** True when the database answers a trivial query. */
export async function databaseReachable(): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(kysely());
    return true;
  } catch {
    return false;
  }
}

/** Closes this process's database pool (graceful shutdown of a service that is not the web app). */
export async function closeDatabase(): Promise<void> {
  await prisma.$disconnect();
}
