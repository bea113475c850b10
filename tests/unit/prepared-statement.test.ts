import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { kysely, prepared, type Db } from "@/lib/db/kysely";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A stand-in database that records the statements it is given (no database is reached). */
function recorder() {
  const seen: { text: string; values: unknown[] }[] = [];
  const db = {
    $queryRaw: async (s: Prisma.Sql) => {
      seen.push({ text: s.text, values: s.values });
      return [{ ok: true }];
    },
    $executeRaw: async (s: Prisma.Sql) => {
      seen.push({ text: s.text, values: s.values });
      return 1;
    },
  } as unknown as Db;
  return { db, seen };
}

describe("prepared statements (built once, run with each call's values)", () => {
  it("binds each call's values by position into the same statement text", async () => {
    const byName = prepared((a: { name: string; limit: number }) =>
      kysely().selectFrom("User").select("id").where("username", "=", a.name).where("role", "=", "MEMBER").limit(a.limit),
    );
    const { db, seen } = recorder();
    await byName({ name: "alice", limit: 5 }, { db });
    await byName({ name: "bob", limit: 7 }, { db });
    expect(seen[0].text).toBe(seen[1].text);
    expect(seen[0].text).toContain('"username" = $1');
    // constants of the statement stay where they are; only the parameters change
    expect(seen[0].values).toEqual(["alice", "MEMBER", 5]);
    expect(seen[1].values).toEqual(["bob", "MEMBER", 7]);
  });

  it("gives a parameter used several times the same value everywhere", async () => {
    const twice = prepared((a: { at: Date }) => kysely().selectNoFrom([sql<Date>`${a.at}`.as("a"), sql<Date>`${a.at}`.as("b")]));
    const { db, seen } = recorder();
    const at = new Date("2026-01-02T03:04:05Z");
    await twice({ at }, { db });
    expect(seen[0].values).toEqual([at, at]);
  });

  it("refuses a statement that computes with a parameter while it is built", async () => {
    const wrong = prepared((a: { limit: number }) => kysely().selectFrom("User").select("id").limit(a.limit + 1));
    const { db } = recorder();
    await expect(wrong({ limit: 5 }, { db })).rejects.toThrow(/parameter "limit" was computed with/);
  });

  it("refuses a statement whose shape was decided by reading a parameter", async () => {
    const wrong = prepared((a: { name: string | null }) => {
      const q = kysely().selectFrom("User").select("id");
      return a.name ? q.where("role", "=", "MEMBER") : q;
    });
    const { db } = recorder();
    await expect(wrong({ name: null }, { db })).rejects.toThrow(/name not in the statement/);
  });

  it("builds one statement per shape", async () => {
    const filtered = prepared((a: { min?: number }, shape: "all" | "min") => {
      const q = kysely().selectFrom("CreatorStats").select("creatorId");
      return shape === "min" ? q.where("subscriberCount", ">=", a.min!) : q;
    });
    const { db, seen } = recorder();
    await filtered({}, { db, shape: "all" });
    await filtered({ min: 3 }, { db, shape: "min" });
    await filtered({ min: 4 }, { db, shape: "min" });
    expect(seen[0].text).not.toContain("subscriberCount");
    expect(seen[1].text).toContain('"subscriberCount" >= $1');
    expect(seen.map((s) => s.values)).toEqual([[], [3], [4]]);
  });
});
