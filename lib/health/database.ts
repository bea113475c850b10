import { sql } from "kysely";
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
