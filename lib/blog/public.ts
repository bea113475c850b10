import { prisma } from "@/lib/db";
import { plainSummary } from "@/lib/blog/answer";

// The public blog (/blog, /blog/{slug}): published articles only, in the reader's language or
// in every language (locale null). A draft or unknown slug is simply absent (the page is 404).

export type PublicBlogPost = {
  title: string;
  slug: string;
  body: string;
  description: string;
  publishedAt: Date;
  updatedAt: Date;
  locale: string | null;
};

const published = (locale: string) => ({ published: true, OR: [{ locale: null }, { locale }] });

function toPublic(p: { title: string; slug: string; body: string; excerpt: string | null; publishedAt: Date | null; updatedAt: Date; locale: string | null }): PublicBlogPost {
  return {
    title: p.title,
    slug: p.slug,
    body: p.body,
    description: p.excerpt?.trim() || plainSummary(p.body),
    publishedAt: p.publishedAt ?? p.updatedAt,
    updatedAt: p.updatedAt,
    locale: p.locale,
  };
}

export const BLOG_PAGE_SIZE = 10;

/** /blog?page=n: newest first. */
export async function listPublishedPosts(locale: string, page: number) {
  const where = published(locale);
  const [rows, total] = await Promise.all([
    prisma.blogPost.findMany({ where, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], skip: (page - 1) * BLOG_PAGE_SIZE, take: BLOG_PAGE_SIZE }),
    prisma.blogPost.count({ where }),
  ]);
  return { posts: rows.map(toPublic), page, pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
}

/** /blog/{slug}: the published article, or null. */
export async function getPublishedPost(slug: string, locale: string): Promise<PublicBlogPost | null> {
  if (slug.length > 80) return null;
  const row = await prisma.blogPost.findFirst({ where: { slug, ...published(locale) } });
  return row ? toPublic(row) : null;
}

/** Every published article's slug and last change (the sitemap; every language's articles). */
export async function publishedPostSlugs() {
  return prisma.blogPost.findMany({ where: { published: true }, orderBy: { publishedAt: "desc" }, select: { slug: true, updatedAt: true, locale: true } });
}
