import {
  sql,
  DeleteQueryNode,
  InsertQueryNode,
  Kysely,
  MergeQueryNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  UpdateQueryNode,
  type Compilable,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import { prisma, Prisma, type Tx } from "@/lib/db";
import type { DB } from "@/lib/generated/kysely/types";

/**
 * Typed SQL (docs/decisions/021-typed-sql-kysely.md). Kysely builds and types the statements that
 * Prisma's client cannot express (one-statement toggles and sends, the feed's JSON, aggregates);
 * its table types are generated from prisma/schema.prisma (generator `kysely`, `npm run
 * db:generate`), so a renamed column fails the type check. Prisma stays the schema, migration and
 * connection owner: a Kysely statement runs through the Prisma client or transaction it is given,
 *
 *     await kysely(tx).updateTable("Post")...execute();   // inside prisma.$transaction(async (tx) => ...)
 *     await kysely().selectFrom("User")...execute();      // on its own
 *
 * so it commits or rolls back with the Prisma writes around it, uses the same connection pool,
 * named prepared statements (lib/db.ts) and error mapping, and shows in Prisma's query events.
 */
export type Db = Tx | typeof prisma;
export type Sql = Kysely<DB>;
export type { DB };

/**
 * NUL cannot occur in a PostgreSQL statement's text (not in a literal, not in an identifier), so
 * it marks the parameters' places unambiguously; the statement is then handed to Prisma as a
 * Prisma.Sql (its strings between the parameters, and the parameters), which Prisma numbers and
 * binds exactly as a tagged $queryRaw, never by pasting values into the text.
 */
const PLACE = "\u0000";

class PrismaBoundCompiler extends PostgresQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return PLACE;
  }
}

/** A compiled Kysely statement as a Prisma.Sql (its PostgreSQL text is `.text`, its parameters `.values`). */
export function toPrismaSql(query: CompiledQuery): Prisma.Sql {
  const strings = query.sql.split(PLACE);
  if (strings.length !== query.parameters.length + 1) throw new Error("statement text holds a NUL character");
  return new Prisma.Sql(strings, query.parameters as unknown[]);
}

/** INSERT, UPDATE, DELETE and MERGE without RETURNING answer the number of rows they changed. */
function countsRows(query: CompiledQuery): boolean {
  const node = query.query;
  return (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node) || MergeQueryNode.is(node)) && !node.returning;
}

class PrismaConnection implements DatabaseConnection {
  constructor(private readonly db: Db) {}

  // The one place where Kysely's statements reach the database: compiled, parameterised SQL,
  // through Prisma's tagged raw API (the reason for $queryRaw/$executeRaw here).
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = toPrismaSql(query);
    if (countsRows(query)) return { rows: [], numAffectedRows: BigInt(await this.db.$executeRaw(statement)) };
    return { rows: await this.db.$queryRaw<R[]>(statement) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not supported through Prisma");
  }
}

/** Transactions are Prisma's (`prisma.$transaction(async (tx) => ...)` then `kysely(tx)`), never Kysely's. */
class PrismaDriver implements Driver {
  private readonly connection: PrismaConnection;
  constructor(db: Db) {
    this.connection = new PrismaConnection(db);
  }
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error("use prisma.$transaction and kysely(tx)");
  }
  async commitTransaction(): Promise<void> {
    throw new Error("use prisma.$transaction and kysely(tx)");
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error("use prisma.$transaction and kysely(tx)");
  }
  async releaseConnection() {}
  async destroy() {}
}

function dialect(db: Db): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PrismaDriver(db),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PrismaBoundCompiler(),
  };
}

// One Kysely per Prisma client or transaction client (a transaction's lives as long as it does).
const instances = new WeakMap<object, Sql>();

/** The typed query builder, running its statements through `db` (the process's client by default, or a transaction). */
export function kysely(db: Db = prisma): Sql {
  let k = instances.get(db);
  if (!k) instances.set(db, (k = new Kysely<DB>({ dialect: dialect(db) })));
  return k;
}

/** The clock at this point of the statement, as the timestamp(3) columns hold time (UTC). */
export const clockNow = sql<Date>`(clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)`;

/** The transaction's start time, as the timestamp(3) columns hold time (UTC). */
export const transactionNow = sql<Date>`(now() AT TIME ZONE 'UTC')::timestamp(3)`;

/**
 * A parameter's stand-in while a prepared statement is built: Kysely stores it as a value, and the
 * compiled statement's parameter list shows where it went. Any attempt to compute with it (`+`,
 * template strings, comparisons) throws: a derived value (limit + 1, a normalised name) is
 * computed by the caller and passed as its own parameter.
 */
class Slot {
  constructor(readonly name: string) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`prepared statement: parameter "${this.name}" was computed with while the statement was built; pass the result as its own parameter`);
  }
}

type Template = { strings: string[]; values: unknown[]; slots: (string | undefined)[]; countsRows: boolean };

function template(query: CompiledQuery, names: string[]): Template {
  const strings = query.sql.split(PLACE);
  if (strings.length !== query.parameters.length + 1) throw new Error("statement text holds a NUL character");
  const slots = query.parameters.map((v) => (v instanceof Slot ? v.name : undefined));
  const unused = names.filter((n) => !slots.includes(n));
  // a parameter that is not in the statement was read while it was built (`if (args.x)`): the
  // statement would then be the same for every value of it
  if (unused.length) throw new Error(`prepared statement: parameter(s) ${unused.join(", ")} not in the statement; decide its shape with \`shape\` instead`);
  return { strings, values: [...query.parameters], slots, countsRows: countsRows(query) };
}

/**
 * A statement built and compiled ONCE per shape, then run with new parameter values on each call.
 * Building and compiling a Kysely statement costs Node 50-100 us (a third of trending's CPU per
 * request, bench/README.md); the busiest reads and writes (feed, like, profile, discovery, chat
 * send) are prepared instead. `build` receives stand-ins for `args` (use them as values only: in
 * comparisons, `sql` templates, limit/offset) and `shape`, a string that selects a variant of the
 * statement (conditions that are there or not). The rows come as Kysely's execute() gives them.
 *
 *     const byName = prepared((a: { name: string }) => kysely().selectFrom("User").select("id").where("username", "=", a.name));
 *     const [user] = await byName({ name: "alice" });
 */
export function prepared<A extends Record<string, unknown>, R, S extends string = "">(
  build: (args: A, shape: S) => Compilable<R>,
): (args: A, options?: { shape?: S; db?: Db }) => Promise<R[]> {
  const templates = new Map<string, Template>();
  return async (args, options = {}) => {
    const shape = (options.shape ?? "") as S;
    let t = templates.get(shape);
    if (!t) {
      const names = Object.keys(args);
      const slots = Object.fromEntries(names.map((n) => [n, new Slot(n)])) as unknown as A;
      t = template(build(slots, shape).compile(), names);
      templates.set(shape, t);
    }
    const values = t.values.slice();
    for (let i = 0; i < values.length; i++) {
      const name = t.slots[i];
      if (name !== undefined) values[i] = args[name];
    }
    const db = options.db ?? prisma;
    const statement = new Prisma.Sql(t.strings, values);
    if (t.countsRows) {
      await db.$executeRaw(statement);
      return [];
    }
    return db.$queryRaw<R[]>(statement);
  };
}
