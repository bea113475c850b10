import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { badRequest, fieldError } from "@/lib/errors";
import { listedProfileSql } from "@/lib/access/listed-profile";
import { isCreatorSql } from "@/lib/users/creator";
import { publicNameFieldsSql } from "@/lib/users/public-name";
import { toMemberSummary, type MemberRow } from "@/lib/users/serialize";
import { publicImageUrl } from "@/lib/media/urls";
import type { CreatorCategoriesInput } from "@/shared/schemas/back-office";
import type { CategoryAnswer } from "@/shared/answers/back-office";

export type { CategoryAnswer };

// Categories as members see them: the list (settings' picker, discover's chips), a creator's own
// choice (at most MAX_CREATOR_CATEGORIES, shared/schemas/back-office.ts) and /categories.


/** GET /api/categories: every category, by name. */
export async function listCategories(): Promise<CategoryAnswer[]> {
  const rows = await prisma.category.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, slug: true } });
  return rows.map((c) => ({ _id: c.id, name: c.name, slug: c.slug }));
}

/** GET /api/users/categories: the viewer's chosen categories. */
export async function getCreatorCategories(userId: string): Promise<CategoryAnswer[]> {
  const rows = await prisma.creatorCategory.findMany({
    where: { userId },
    orderBy: { category: { name: "asc" } },
    select: { category: { select: { id: true, name: true, slug: true } } },
  });
  return rows.map(({ category: c }) => ({ _id: c.id, name: c.name, slug: c.slug }));
}

/** PUT /api/users/categories {categories: [slug]}: replaces the viewer's choice (400 for an unknown slug). */
export async function setCreatorCategories(userId: string, input: CreatorCategoriesInput): Promise<CategoryAnswer[]> {
  const found = await prisma.category.findMany({ where: { slug: { in: input.categories } }, select: { id: true, slug: true } });
  const unknown = input.categories.filter((s) => !found.some((c) => c.slug === s));
  if (unknown.length) throw badRequest("UNKNOWN_CATEGORY", { params: { slugs: unknown.join(", ") }, errors: fieldError("categories", "UNKNOWN_CATEGORY", { slugs: unknown.join(", ") }) });
  await prisma.$transaction([
    prisma.creatorCategory.deleteMany({ where: { userId, categoryId: { notIn: found.map((c) => c.id) } } }),
    prisma.creatorCategory.createMany({ data: found.map((c) => ({ userId, categoryId: c.id })), skipDuplicates: true }),
  ]);
  return getCreatorCategories(userId);
}

export const CREATORS_PER_CATEGORY = 12;

export type CategoryCreator = ReturnType<typeof toMemberSummary> & { coverImage: string | null; bio: string; subscriberCount: number };
export type CategoryWithCreators = CategoryAnswer & { creatorCount: number; creators: CategoryCreator[] };

/**
 * /categories: every category with its listed creators (lib/access/listed-profile.ts), most
 * subscribers first, CREATORS_PER_CATEGORY each, and how many there are in all.
 */
export async function categoriesWithCreators(): Promise<CategoryWithCreators[]> {
  const [categories, rows] = await Promise.all([
    listCategories(),
    kysely()
      .selectFrom((eb) =>
        eb
          .selectFrom("CreatorCategory as cc")
          .innerJoin("User as u", "u.id", "cc.userId")
          .leftJoin("CreatorStats as cs", "cs.creatorId", "u.id")
          .where(isCreatorSql("u"))
          .where(listedProfileSql("u"))
          .select([
            "cc.categoryId",
            "u.id",
            "u.username",
            ...publicNameFieldsSql("u"),
            "u.profileImageKey",
            "u.coverImageKey",
            "u.bio",
            sql<number>`COALESCE("cs"."subscriberCount", 0)`.as("subscriberCount"),
            sql<number>`(row_number() OVER (PARTITION BY "cc"."categoryId" ORDER BY COALESCE("cs"."subscriberCount", 0) DESC, "u"."username"))::int`.as("rank"),
            sql<number>`(count(*) OVER (PARTITION BY "cc"."categoryId"))::int`.as("total"),
          ])
          .as("ranked"),
      )
      .selectAll()
      .where("ranked.rank", "<=", CREATORS_PER_CATEGORY)
      .orderBy("ranked.categoryId")
      .orderBy("ranked.rank")
      .execute(),
  ]);
  return categories.map((c) => {
    const mine = rows.filter((r) => r.categoryId === c._id);
    return {
      ...c,
      creatorCount: mine[0]?.total ?? 0,
      creators: mine.map((r) => ({
        ...toMemberSummary(r as MemberRow),
        coverImage: publicImageUrl(r.coverImageKey),
        bio: r.bio ?? "",
        subscriberCount: r.subscriberCount,
      })),
    };
  });
}
