import type { BlogPost } from "@/lib/generated/prisma/client";
import type { BlogPostAnswer } from "@/shared/answers/back-office";

export type { BlogPostAnswer };


export function blogAnswer(p: BlogPost): BlogPostAnswer {
  return {
    _id: p.id,
    title: p.title,
    slug: p.slug,
    body: p.body,
    excerpt: p.excerpt,
    published: p.published,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    locale: p.locale as BlogPostAnswer["locale"],
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A short plain-text summary of Markdown (meta description, list cards): the excerpt, else the body's first words. */
export function plainSummary(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
