import { z } from "zod";
import { prisma, Prisma } from "@/lib/db";
import { publicImageUrl } from "@/lib/media/urls";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";

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
  bio: string | null;
  profileImageKey: string | null;
  followerCount: number;
};

/**
 * Members whose username, first name, last name or "first last" contains q (case-insensitive),
 * with followerCount = subscribers who currently have access. One statement. Best matches
 * first: exact username, then username prefix, then most followers.
 */
export async function searchUsers(q: string) {
  const pattern = likePattern(q.toLowerCase());
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const now = new Date();
  const rows = await prisma.$queryRaw<Row[]>(Prisma.sql`
    SELECT u."id", u."username", u."firstName", u."lastName", u."bio", u."profileImageKey",
           COALESCE(f.n, 0)::int AS "followerCount"
    FROM "User" u
    LEFT JOIN (SELECT s."creatorId", count(*) AS n FROM "Subscription" s
               WHERE ${activeSubscriptionSql("s", now)} GROUP BY s."creatorId") f ON f."creatorId" = u."id"
    WHERE u."role" = 'MEMBER' AND (
          u."username" ILIKE ${pattern} ESCAPE '\\'
       OR u."firstName" ILIKE ${pattern} ESCAPE '\\'
       OR u."lastName" ILIKE ${pattern} ESCAPE '\\'
       OR (u."firstName" || ' ' || u."lastName") ILIKE ${pattern} ESCAPE '\\')
    ORDER BY (u."username" = ${q.toLowerCase()}) DESC, (u."username" ILIKE ${prefix} ESCAPE '\\') DESC,
             "followerCount" DESC, u."username" ASC
    LIMIT ${SEARCH_LIMIT}`);
  return rows.map((r) => ({
    _id: r.id,
    username: r.username,
    firstName: r.firstName,
    lastName: r.lastName,
    bio: r.bio ?? "",
    profileImage: publicImageUrl(r.profileImageKey),
    followerCount: r.followerCount,
  }));
}
