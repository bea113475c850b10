import { Prisma, prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { conflict, notFound, fieldError } from "@/lib/errors";
import type { BackOfficeListQuery, CategoryInput, CategoryPatch } from "@/shared/schemas/back-office";
import { z } from "@/shared/zod";
import type { AdminCategoryAnswer } from "@/shared/answers/back-office";

// The admin's "Catégories" (issue 19, point 10): categories creators choose in their settings,
// listed at /categories and used as discover's filter. Every write is audited in its transaction.

const CATEGORY_SELECT = { id: true, name: true, slug: true, createdAt: true, _count: { select: { creators: true } } } as const;
type CategoryRow = Prisma.CategoryGetPayload<{ select: typeof CATEGORY_SELECT }>;

const answer = (c: CategoryRow): AdminCategoryAnswer => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  createdAt: c.createdAt.toISOString(),
  creatorCount: c._count.creators,
});

const slugTaken = () => conflict("CATEGORY_SLUG_TAKEN", { errors: fieldError("slug", "SLUG_TAKEN") });
const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
const unknownCategory = () => notFound("CATEGORY_NOT_FOUND");

/** GET /api/admin/categories?q&page&limit: by name, `q` searching name and slug. */
export async function listCategoriesForAdmin(q: BackOfficeListQuery) {
  const where: Prisma.CategoryWhereInput = q.q
    ? { OR: [{ name: { contains: q.q, mode: "insensitive" } }, { slug: { contains: q.q, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    prisma.category.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], skip: (q.page - 1) * q.limit, take: q.limit, select: CATEGORY_SELECT }),
    prisma.category.count({ where }),
  ]);
  return { categories: rows.map(answer), pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}

/** POST /api/admin/categories {name, slug}: 409 when the slug is taken. */
export async function createCategory(admin: AuditActor, input: CategoryInput, now: Date): Promise<AdminCategoryAnswer> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.category.create({ data: { name: input.name, slug: input.slug, createdAt: now }, select: CATEGORY_SELECT });
      await recordAudit(tx, admin, { action: "category.create", targetType: "category", targetIds: [row.id], after: { name: row.name, slug: row.slug } }, now);
      return answer(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** PATCH /api/admin/categories/{id} {name?, slug?} */
export async function updateCategory(admin: AuditActor, id: string, patch: CategoryPatch, now: Date): Promise<AdminCategoryAnswer> {
  if (!z.uuid().safeParse(id).success) throw unknownCategory();
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await tx.category.findUnique({ where: { id }, select: { name: true, slug: true } });
      if (!before) throw unknownCategory();
      const row = await tx.category.update({ where: { id }, data: { name: patch.name, slug: patch.slug }, select: CATEGORY_SELECT });
      await recordAudit(tx, admin, { action: "category.update", targetType: "category", targetIds: [id], before, after: { name: row.name, slug: row.slug } }, now);
      return answer(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** DELETE /api/admin/categories/{id}: the creators who chose it lose it. */
export async function deleteCategory(admin: AuditActor, id: string, now: Date): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw unknownCategory();
  await prisma.$transaction(async (tx) => {
    const before = await tx.category.findUnique({ where: { id }, select: { name: true, slug: true, _count: { select: { creators: true } } } });
    if (!before) throw unknownCategory();
    await tx.category.delete({ where: { id } });
    await recordAudit(
      tx,
      admin,
      { action: "category.delete", targetType: "category", targetIds: [id], before: { name: before.name, slug: before.slug, creatorCount: before._count.creators } },
      now,
    );
  });
}
