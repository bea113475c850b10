import { Prisma, prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { conflict, notFound, fieldError } from "@/lib/errors";
import type { BackOfficeListQuery, BlogPostInput, BlogPostPatch } from "@/shared/schemas/back-office";
import { z } from "@/shared/zod";
import { blogAnswer, type BlogPostAnswer } from "@/lib/blog/answer";

// The admin's "Blog" (write) and "Gestion de blog" (list, edit, delete). Every write is audited
// in its transaction; the audit keeps titles, slugs and publication, not whole bodies.

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
const slugTaken = () => conflict("ARTICLE_SLUG_TAKEN", { errors: fieldError("slug", "SLUG_TAKEN") });
const unknownPost = () => notFound("ARTICLE_NOT_FOUND");
const summary = (p: { title: string; slug: string; published: boolean; locale: string | null }) => ({
  title: p.title,
  slug: p.slug,
  published: p.published,
  locale: p.locale,
});

/** GET /api/admin/blog?q&page&limit: newest first, drafts included; `q` searches title and slug. */
export async function listBlogPostsForAdmin(q: BackOfficeListQuery) {
  const where: Prisma.BlogPostWhereInput = q.q
    ? { OR: [{ title: { contains: q.q, mode: "insensitive" } }, { slug: { contains: q.q, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.limit, take: q.limit }),
    prisma.blogPost.count({ where }),
  ]);
  return { posts: rows.map(blogAnswer), pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}

/** GET /api/admin/blog/{id} */
export async function getBlogPostForAdmin(id: string): Promise<BlogPostAnswer> {
  if (!z.uuid().safeParse(id).success) throw unknownPost();
  const row = await prisma.blogPost.findUnique({ where: { id } });
  if (!row) throw unknownPost();
  return blogAnswer(row);
}

/** POST /api/admin/blog {title, slug, body, published, excerpt?, locale?}: 409 when the slug is taken. */
export async function createBlogPost(admin: AuditActor, input: BlogPostInput, now: Date): Promise<BlogPostAnswer> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.blogPost.create({
        data: {
          title: input.title,
          slug: input.slug,
          body: input.body,
          excerpt: input.excerpt || null,
          locale: input.locale ?? null,
          published: input.published,
          publishedAt: input.published ? now : null,
          createdAt: now,
          updatedAt: now,
        },
      });
      await recordAudit(tx, admin, { action: "blog.create", targetType: "blog_post", targetIds: [row.id], after: summary(row) }, now);
      return blogAnswer(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** PATCH /api/admin/blog/{id}: any field; publishing for the first time sets publishedAt. */
export async function updateBlogPost(admin: AuditActor, id: string, patch: BlogPostPatch, now: Date): Promise<BlogPostAnswer> {
  if (!z.uuid().safeParse(id).success) throw unknownPost();
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await tx.blogPost.findUnique({ where: { id } });
      if (!before) throw unknownPost();
      const row = await tx.blogPost.update({
        where: { id },
        data: {
          title: patch.title,
          slug: patch.slug,
          body: patch.body,
          excerpt: patch.excerpt === undefined ? undefined : patch.excerpt || null,
          locale: patch.locale === undefined ? undefined : patch.locale,
          published: patch.published,
          publishedAt: patch.published && !before.publishedAt ? now : undefined,
          updatedAt: now,
        },
      });
      await recordAudit(
        tx,
        admin,
        { action: "blog.update", targetType: "blog_post", targetIds: [id], before: summary(before), after: { ...summary(row), bodyChanged: row.body !== before.body } },
        now,
      );
      return blogAnswer(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** DELETE /api/admin/blog/{id} */
export async function deleteBlogPost(admin: AuditActor, id: string, now: Date): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw unknownPost();
  await prisma.$transaction(async (tx) => {
    const before = await tx.blogPost.findUnique({ where: { id } });
    if (!before) throw unknownPost();
    await tx.blogPost.delete({ where: { id } });
    await recordAudit(tx, admin, { action: "blog.delete", targetType: "blog_post", targetIds: [id], before: summary(before) }, now);
  });
}
