import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BlogArticle } from "@/components/blog/BlogArticle";
import { getPublishedPost } from "@/lib/blog/public";
import { languageAlternates, localizedUrl } from "@/lib/seo/urls";
import { locales } from "@/i18n/locales";

type Props = { params: Promise<{ locale: string; slug: string }> };

// one read per render, shared by generateMetadata and the page
const load = cache((slug: string, locale: string) => getPublishedPost(safeDecode(slug), locale));

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = await load(slug, locale);
  const product = (await getTranslations({ locale, namespace: "Common" }))("productName");
  if (!post) return { title: product, robots: { index: false } };
  const path = `/blog/${post.slug}`;
  const canonical = localizedUrl(locale, path);
  const title = `${post.title} · ${product}`;
  return {
    title,
    description: post.description,
    alternates: { canonical, languages: languageAlternates(path, post.locale ? [post.locale] : locales) },
    openGraph: {
      type: "article",
      title: post.title,
      description: post.description,
      url: canonical,
      siteName: product,
      publishedTime: post.publishedAt.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
    },
    twitter: { card: "summary", title: post.title, description: post.description },
  };
}

/** /blog/{slug}: a published article (a draft or an unknown slug is 404), server-rendered from its Markdown. */
export default async function BlogArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = await load(slug, locale);
  if (!post) notFound();
  return <BlogArticle title={post.title} body={post.body} publishedAt={post.publishedAt} />;
}
