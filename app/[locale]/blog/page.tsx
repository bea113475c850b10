import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BlogList } from "@/components/blog/BlogList";
import { listPublishedPosts } from "@/lib/blog/public";
import { languageAlternates, localizedUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> };

const pageOf = (raw: string | undefined) => {
  const n = Number(raw ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Blog" });
  const product = (await getTranslations({ locale, namespace: "Common" }))("productName");
  const canonical = localizedUrl(locale, "/blog");
  const title = `${t("title")} · ${product}`;
  return {
    title,
    description: t("description"),
    alternates: { canonical, languages: languageAlternates("/blog") },
    openGraph: { type: "website", title, description: t("description"), url: canonical, siteName: product },
  };
}

/** /blog: the published articles of this language (and those for every language), newest first, server-rendered. */
export default async function BlogPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { posts, page, pages } = await listPublishedPosts(locale, pageOf((await searchParams).page));
  return <BlogList posts={posts.map((p) => ({ slug: p.slug, title: p.title, description: p.description, publishedAt: p.publishedAt }))} page={page} pages={pages} />;
}
