import { z } from "zod";
import { prisma, Prisma } from "@/lib/db";
import { publicImageUrl } from "@/lib/media/urls";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";
import { isCreatorSql } from "@/lib/users/creator";
import { publicNameFieldsSql, publicNameSql } from "@/lib/users/public-name";

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

type Row = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  bio: string | null;
  profileImageKey: string | null;
  followerCount: number;
};

/**
 * Creators (lib/users/creator.ts; never fans, whatever the query) whose username or public name
 * (lib/users/public-name.ts: the display name, else "first last") contains q, case-insensitive,
 * with followerCount = subscribers who currently have access. A legal name hidden behind a
 * display name is not searched, so it cannot be tied to the account. One statement. Best
 * matches first: exact username, then username prefix, then most followers.
 */
export async function searchUsers(q: string) {
  const pattern = likePattern(q.toLowerCase());
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const now = new Date();
  const rows = await prisma.$queryRaw<Row[]>(Prisma.sql`
    SELECT u."id", u."username", ${publicNameFieldsSql("u")}, u."bio", u."profileImageKey",
           COALESCE(f.n, 0)::int AS "followerCount"
    FROM "User" u
    LEFT JOIN (SELECT s."creatorId", count(*) AS n FROM "Subscription" s
               WHERE ${activeSubscriptionSql("s", now)} GROUP BY s."creatorId") f ON f."creatorId" = u."id"
    WHERE ${isCreatorSql("u")} AND (
          u."username" ILIKE ${pattern} ESCAPE '\\'
       OR ${publicNameSql("u")} ILIKE ${pattern} ESCAPE '\\')
    ORDER BY (u."username" = ${q.toLowerCase()}) DESC, (u."username" ILIKE ${prefix} ESCAPE '\\') DESC,
             "followerCount" DESC, u."username" ASC
    LIMIT ${SEARCH_LIMIT}`);
  return rows.map((r) => ({
    _id: r.id,
    username: r.username,
    firstName: r.firstName,
    lastName: r.lastName,
    displayName: r.displayName,
    bio: r.bio ?? "",
    profileImage: publicImageUrl(r.profileImageKey),
    followerCount: r.followerCount,
  }));
}
