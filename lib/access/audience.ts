import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import { kysely, type DB } from "@/lib/db/kysely";
import { notFound, unavailableInRegion, forbidden, type ErrorCode } from "@/lib/errors";

/**
 * THE rule of who an author's profile and content are closed to, whatever their subscription:
 *  - visitors from a country or region the author geo-blocked ("CreatorGeoBlock": ISO 3166-1
 *    countries, ISO 3166-2 regions). An unknown country or region blocks nothing;
 *  - a member the author blocked ("MemberBlock", blocker = author). A block also ends their
 *    subscriptions both ways and closes messaging both ways (lib/blocks, decision 038).
 * The author themself is never closed out. Statements take `authorClosedTo` (SQL); the rest call
 * `assertAuthorOpen`. lib/access/posts.ts folds it into the content rule.
 */
export type Audience = { viewerId: string | null; country: string | null; region: string | null };

export const GEO_BLOCKED = "GEO_BLOCKED";

/** A visitor whose location is unknown (scripts, jobs, callers that have no request). */
export function audienceOf(viewerId: string | null, location?: { country: string | null; region: string | null }): Audience {
  return { viewerId, country: location?.country ?? null, region: location?.region ?? null };
}

const eb = expressionBuilder<DB, never>();
const one = sql.lit(1).as("one");

/** The author geo-blocks the audience's country or region. Values may be prepared-statement parameters. */
export function geoBlockedSql(authorId: Expression<string>, country: unknown, region: unknown): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("CreatorGeoBlock as gb")
      .select(one)
      .where("gb.creatorId", "=", authorId)
      .where(sql<SqlBool>`(${country}::text = ANY(${sql.ref("gb.countries")}) OR ${region}::text = ANY(${sql.ref("gb.regions")}))`),
  );
}

/** `blockerId` blocked `blockedId` (a viewer of null: false). */
export function blockedBySql(blockerId: Expression<string>, blockedId: unknown): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("MemberBlock as mb")
      .select(one)
      .where("mb.blockerId", "=", blockerId)
      .where(sql<SqlBool>`${sql.ref("mb.blockedId")} = ${blockedId}::uuid`),
  );
}

/** A block between the two, either way (messaging, tips, subscriptions). */
export function blockBetweenSql(a: unknown, b: unknown): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("MemberBlock as mb")
      .select(one)
      .where(
        sql<SqlBool>`((${sql.ref("mb.blockerId")} = ${a}::uuid AND ${sql.ref("mb.blockedId")} = ${b}::uuid) OR (${sql.ref("mb.blockerId")} = ${b}::uuid AND ${sql.ref("mb.blockedId")} = ${a}::uuid))`,
      ),
  );
}

/**
 * The author's profile and content are closed to the audience (the rule above, as SQL). The
 * audience's fields may be prepared-statement parameters (lib/db/kysely.ts `prepared`).
 */
export function authorClosedTo(authorId: Expression<string>, audience: Audience): Expression<SqlBool> {
  return sql<SqlBool>`(${authorId} IS DISTINCT FROM ${audience.viewerId}::uuid AND (${geoBlockedSql(authorId, audience.country, audience.region)} OR ${blockedBySql(authorId, audience.viewerId)}))`;
}

/** Why the author is closed to the audience: "geo", "blocked" or null (open). */
export async function authorClosure(authorId: string, audience: Audience): Promise<"geo" | "blocked" | null> {
  if (audience.viewerId === authorId) return null;
  const author = sql<string>`${authorId}::uuid`;
  const row = await kysely()
    .selectNoFrom([
      sql<boolean>`${geoBlockedSql(author, audience.country, audience.region)}`.as("geo"),
      sql<boolean>`${blockedBySql(author, audience.viewerId)}`.as("blocked"),
    ])
    .executeTakeFirstOrThrow();
  return row.geo ? "geo" : row.blocked ? "blocked" : null;
}

/** Throws when the author is closed to the audience: 451 GEO_BLOCKED, or 404 (a blocked member learns nothing). */
export function refuseClosure(closure: "geo" | "blocked" | null, notFoundCode: ErrorCode): void {
  if (closure === "geo") throw unavailableInRegion(GEO_BLOCKED);
  if (closure === "blocked") throw notFound(notFoundCode);
}

export async function assertAuthorOpen(authorId: string, audience: Audience, notFoundCode: ErrorCode = "USER_NOT_FOUND"): Promise<void> {
  refuseClosure(await authorClosure(authorId, audience), notFoundCode);
}

export const MEMBER_BLOCKED = "MEMBER_BLOCKED";

/**
 * Refuses an interaction of `actorId` with `otherId` (tip, subscription) when a block stands
 * between them: the actor was blocked by the other, 404 `notFoundCode` (they learn nothing);
 * the actor blocked the other, 403 MEMBER_BLOCKED.
 */
export async function assertNoBlock(actorId: string, otherId: string, notFoundCode: ErrorCode): Promise<void> {
  const row = await kysely()
    .selectNoFrom([
      sql<boolean>`${blockedBySql(sql<string>`${otherId}::uuid`, actorId)}`.as("blockedBy"),
      sql<boolean>`${blockedBySql(sql<string>`${actorId}::uuid`, otherId)}`.as("blocking"),
    ])
    .executeTakeFirstOrThrow();
  if (row.blockedBy) throw notFound(notFoundCode);
  if (row.blocking) throw forbidden(MEMBER_BLOCKED, { params: { who: "you" } });
}
