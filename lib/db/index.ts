import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

// One Prisma client per process. Password hashes and TOTP secrets are omitted globally so they
// never leave the data layer; the sign-in checks ask for them explicitly.
function createClient() {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_STATEMENT_CACHE, DATABASE_CONNECT_TIMEOUT_MS } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set; start the app with `npm start`");
  const adapter = new PrismaPg(
    { connectionString: DATABASE_URL, max: DATABASE_POOL_SIZE, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS },
    {
      statementNameGenerator: DATABASE_STATEMENT_CACHE === "true" ? statementName : undefined,
      onPoolError: (err) => log.warn({ err }, "idle database connection lost"),
    },
  );
  // errorFormat "minimal": the default ("colorless") makes Prisma create an Error on every call
  // to point a failed query at its call site, which was a fifth of a 10-row query's Node time;
  // our errors are mapped by code (lib/http/respond.ts) and logged with their own stack.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true, totpSecret: true } }, errorFormat: "minimal" });
}

/**
 * The name under which a statement is prepared on each pool connection (pg keeps it per
 * connection): one name per distinct SQL text, so a statement is parsed and planned once per
 * connection instead of on every call. Planning was half of the database time of the busiest
 * statements (e.g. sending a chat message: 1.9 ms unprepared, 1.0 ms prepared, pgbench; the
 * home feed: 3.6 ms of PostgreSQL CPU a request unnamed, 0.5 ms named). Texts that are very long
 * or carry very many parameters (IN lists of varying length) stay unnamed, which bounds how many
 * statements a connection keeps; a statement built by `prepared()` (lib/db/kysely.ts) has one
 * text whatever its values, and the busiest carry 30-40 parameters.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2000;
const MAX_NAMED_ARGS = 100;

function statementName(query: { sql: string; args: unknown[] }): string {
  if (query.args.length > MAX_NAMED_ARGS || query.sql.length > 16_000) return undefined as unknown as string; // unnamed
  let name = statementNames.get(query.sql);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return undefined as unknown as string;
    name = `v_${createHash("sha1").update(query.sql).digest("base64url")}`;
    statementNames.set(query.sql, name);
  }
  return name;
}

type Client = ReturnType<typeof createClient>;
const globalForPrisma = globalThis as unknown as { prisma?: Client };

export const prisma: Client = new Proxy({} as Client, {
  // Created lazily so `next build` can import modules without a database.
  get(_target, prop, receiver) {
    globalForPrisma.prisma ??= createClient();
    return Reflect.get(globalForPrisma.prisma, prop, receiver);
  },
});

export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];
export { Prisma } from "@/lib/generated/prisma/client";
