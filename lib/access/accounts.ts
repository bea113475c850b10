import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { DB } from "@/lib/db/kysely";
import type { AccountStatus } from "@/lib/generated/prisma/client";

/**
 * THE rule of "whose content may be shown" (docs/decisions/031-moderation.md), and the one module
 * that states it. A member's profile, posts, comments, messages and media are shown to others
 * only while the account is in good standing:
 *  - its status is active or restricted, or it is suspended and the suspension has ended
 *    (suspendedUntil not later than now: a suspension lifts itself, no job needed);
 *  - and moderation has not hidden the member (User.hiddenAt: a report of a minor or of
 *    non-consent pending review, or a profile removed by a decision);
 *  - and the member has not asked to delete the account (User.deletionRequestedAt, lib/privacy):
 *    while the deletion waits for its grace period nothing of theirs is shown and nobody can
 *    subscribe to, tip, message or buy from them. Once erased (erasedAt) the row is a tombstone
 *    named "Deleted account": what others received from it (comments, messages) is shown again
 *    under that name, and `profileShownSql` / `accountDiscoverableSql` keep it out of profiles,
 *    discovery, search and the sitemap.
 * Suspended and banned members cannot sign in either (`signInRefusal`).
 * Restricted members stay visible to those who reach them but are left out of discovery and
 * search (`accountDiscoverableSql`).
 *
 * Every statement that lists or opens someone's content takes the SQL fragments below; code that
 * holds a user row calls `accountShown`.
 */

/** The User columns the rule reads (a Prisma select). */
export const ACCOUNT_STANDING_SELECT = { accountStatus: true, suspendedUntil: true, hiddenAt: true, deletionRequestedAt: true, erasedAt: true } as const;

export type AccountStanding = {
  accountStatus: AccountStatus;
  suspendedUntil: Date | null;
  hiddenAt: Date | null;
  deletionRequestedAt: Date | null;
  erasedAt: Date | null;
};

/** The columns of the "User" row a statement aliased `alias` (e.g. `u`). */
function cols(alias: string) {
  return {
    status: sql.ref(`${alias}.accountStatus`),
    until: sql.ref(`${alias}.suspendedUntil`),
    hidden: sql.ref(`${alias}.hiddenAt`),
    deletion: sql.ref(`${alias}.deletionRequestedAt`),
    erased: sql.ref(`${alias}.erasedAt`),
  };
}

/** SQL: the status lets the account's content be shown at `at` (hiddenAt aside). */
function statusShows(c: ReturnType<typeof cols>, at: Expression<Date> | Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${c.status} IN ('active', 'restricted') OR (${c.status} = 'suspended' AND ${c.until} IS NOT NULL AND ${c.until} <= ${at}))`;
}

/** SQL: the content of the "User" row aliased `alias` may be shown to others at `at` (default: the statement's time). */
export function accountShownSql(alias: string, at: Expression<Date> | Date = sql<Date>`now()`): RawBuilder<SqlBool> {
  const c = cols(alias);
  return sql<SqlBool>`(${c.hidden} IS NULL AND ${notBeingDeleted(c)} AND ${statusShows(c, at)})`;
}

/**
 * SQL: the account's content may not be shown at `at` (NOT accountShownSql), stated so that a
 * statement can start from the moderated few instead of checking every member it meets: first
 * a superset that does not depend on the time (a suspension that has lifted itself keeps its
 * status), which the partial index "User_may_be_hidden_idx" (migration
 * notification_total_by_hidden_senders) lists word for word, then the exact rule. Keep the first
 * part and the index's predicate the same text: PostgreSQL uses the index only when the
 * statement states its predicate.
 */
export function accountHiddenSql(alias: string, at: Expression<Date> | Date = sql<Date>`now()`): RawBuilder<SqlBool> {
  const c = cols(alias);
  const mayBeHidden = sql<SqlBool>`(${c.hidden} IS NOT NULL OR (${c.deletion} IS NOT NULL AND ${c.erased} IS NULL) OR ${c.status} NOT IN ('active', 'restricted'))`;
  return sql<SqlBool>`(${mayBeHidden} AND NOT ${accountShownSql(alias, at)})`;
}

/** SQL: no deletion is waiting for its grace period (never asked, or already erased into a tombstone). */
function notBeingDeleted(c: ReturnType<typeof cols>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${c.deletion} IS NULL OR ${c.erased} IS NOT NULL)`;
}

/** SQL: the account has a profile others may open: shown, and not an erased tombstone. */
export function profileShownSql(alias: string, at: Expression<Date> | Date = sql<Date>`now()`): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${accountShownSql(alias, at)} AND ${sql.ref(`${alias}.erasedAt`)} IS NULL)`;
}

/** SQL: as accountShownSql, and the member may appear in discovery, trending and search (not restricted). */
export function accountDiscoverableSql(alias: string, at: Expression<Date> | Date = sql<Date>`now()`): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${profileShownSql(alias, at)} AND ${sql.ref(`${alias}.accountStatus`)} <> 'restricted')`;
}

const eb = expressionBuilder<DB, never>();

/** SQL: the member with this id exists and may be reached (profile, posts, chat, payments; an erased tombstone may not), for statements without the "User" row at hand. */
export function accountIdShownSql(userId: string | Expression<string>, at: Expression<Date> | Date = sql<Date>`now()`): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("User as shown_u")
      .select(sql.lit(1).as("one"))
      .where("shown_u.id", "=", userId)
      .where(profileShownSql("shown_u", at)),
  );
}

/** The rule on a user row already read. */
export function accountShown(u: AccountStanding, now: Date = new Date()): boolean {
  if (u.hiddenAt) return false;
  if (u.deletionRequestedAt && !u.erasedAt) return false;
  if (u.accountStatus === "active" || u.accountStatus === "restricted") return true;
  return u.accountStatus === "suspended" && u.suspendedUntil !== null && u.suspendedUntil <= now;
}

/** The rule on a user row already read, for a profile or a payee: shown and not an erased tombstone. */
export function profileShown(u: AccountStanding, now: Date = new Date()): boolean {
  return accountShown(u, now) && !u.erasedAt;
}

/** Why this account may not sign in now (deleted or waiting for its deletion, suspended, banned), or null. */
export function signInRefusal(
  u: Pick<AccountStanding, "accountStatus" | "suspendedUntil"> & Partial<Pick<AccountStanding, "deletionRequestedAt" | "erasedAt">>,
  now: Date = new Date(),
): "ACCOUNT_DELETED" | "ACCOUNT_SUSPENDED" | "ACCOUNT_BANNED" | null {
  if (u.deletionRequestedAt || u.erasedAt) return "ACCOUNT_DELETED";
  if (u.accountStatus === "banned") return "ACCOUNT_BANNED";
  if (u.accountStatus === "suspended" && (u.suspendedUntil === null || u.suspendedUntil > now)) return "ACCOUNT_SUSPENDED";
  return null;
}

/** The rule as a Prisma filter on a User relation, for the statements written with Prisma (comments, chat, notifications). */
export function accountShownWhere(now: Date = new Date()) {
  return {
    hiddenAt: null,
    AND: [{ OR: [{ deletionRequestedAt: null }, { erasedAt: { not: null } }] }],
    OR: [{ accountStatus: { in: ["active", "restricted"] as AccountStatus[] } }, { accountStatus: "suspended" as const, suspendedUntil: { lte: now } }],
  };
}

/** accountDiscoverableSql as a Prisma filter: shown and not restricted. */
export function accountDiscoverableWhere(now: Date = new Date()) {
  return { ...accountShownWhere(now), erasedAt: null, NOT: { accountStatus: "restricted" as const } };
}
