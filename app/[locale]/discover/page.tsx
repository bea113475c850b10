import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DiscoverView } from "@/components/discover/DiscoverView";
import { TRENDING_PAGE_SIZE } from "@/components/discover/types";
import { PageMessages } from "@/components/i18n/PageMessages";
import { pageAudience } from "@/lib/auth/page-viewer";
import { getTrending } from "@/lib/discovery/discover";
import { listCategories } from "@/lib/categories/creators";
import { trendingQuerySchema } from "@/shared/schemas/discovery";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ category?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Discover" });
  return { title: t("title"), description: t("description") };
}

/**
 * /discover: the first page of trending creators and the category chips are rendered on the
 * server (the same lib calls as GET /api/users/discover/trending and /api/categories), so the
 * grid is in the first paint and nothing moves when it loads; later pages come from the API.
 */
export default async function DiscoverPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).category;
  const parsed = trendingQuerySchema.safeParse({ page: 1, limit: TRENDING_PAGE_SIZE, category: typeof raw === "string" ? raw : undefined });
  const query = parsed.success ? parsed.data : trendingQuerySchema.parse({ page: 1, limit: TRENDING_PAGE_SIZE });
  const [initial, categories] = await Promise.all([getTrending(query, await pageAudience()), listCategories()]);
  return (
    <PageMessages namespaces={["Discover", "Profile", "Subscriptions"]}>
      <DiscoverView initial={{ category: query.category ?? "", body: initial }} categories={categories} />
    </PageMessages>
  );
}
