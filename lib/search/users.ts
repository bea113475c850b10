import { z } from "zod";
import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { accountDiscoverableSql } from "@/lib/access/accounts";
import { isCreatorSql } from "@/lib/users/creator";
import { subscriberCountSql } from "@/lib/users/counts";
import { publicNameFieldsSql, publicNameSql } from "@/lib/users/public-name";
import { toMemberSummary } from "@/lib/users/serialize";
import { authorClosedTo, type Audience } from "@/lib/access/audience";

export const SEARCH_LIMIT = 20;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Search query must be at least 2 characters" })
    .trim()
    .min(2, "Search query must be at least 2 characters")
    .max(100, "Search query is too long"),
});

/** Escapes LIKE wildcards so "%" and "_" match themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Creators (lib/users/creator.ts; never fans, whatever the query) whose username or public name
 * (lib/users/public-name.ts: the display name, else "first last") contains q, case-insensitive,
 * with followerCount = subscribers who currently have access. A legal name hidden behind a
 * display name is not searched, so it cannot be tied to the account. One statement; the count is
 * read per creator found (lib/users/counts.ts), never by counting every subscription. Best
 * matches first: exact username, then username prefix, then most followers. Creators closed to
 * the visitor (geo-blocked there, or who blocked them: lib/access/audience.ts) are left out.
 */
export async function searchUsers(q: string, audience: Audience) {
  const pattern = likePattern(q.toLowerCase());
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const now = new Date();
  const rows = await kysely()
    .selectFrom("User as u")
    .select(["u.id", "u.username", ...publicNameFieldsSql("u"), "u.bio", "u.profileImageKey", subscriberCountSql(sql.ref("u.id"), now).as("followerCount")])
    .where(isCreatorSql("u"))
    .where(accountDiscoverableSql("u", now))
    .where((eb) => eb.not(authorClosedTo(sql.ref("u.id"), audience)))
    .where(sql<boolean>`(${sql.ref("u.username")} ILIKE ${pattern} ESCAPE '\\' OR ${publicNameSql("u")} ILIKE ${pattern} ESCAPE '\\')`)
    .orderBy(sql`(${sql.ref("u.username")} = ${q.toLowerCase()})`, "desc")
    .orderBy(sql`(${sql.ref("u.username")} ILIKE ${prefix} ESCAPE '\\')`, "desc")
    .orderBy("followerCount", "desc")
    .orderBy("u.username", "asc")
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((r) => {
    // the member summary, with the bio before the avatar as this answer has always had it
    const { profileImage, ...member } = toMemberSummary(r);
    return { ...member, bio: r.bio ?? "", profileImage, followerCount: r.followerCount };
  });
}
