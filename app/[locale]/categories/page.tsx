import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { staticPageMetadata } from "@/components/pages/static-page-route";
import { CategoriesView } from "@/components/categories/CategoriesView";
import { categoriesWithCreators } from "@/lib/categories/creators";
import { languageAlternates, localizedUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await props.params;
  const base = await staticPageMetadata("categories", props);
  return { ...base, alternates: { canonical: localizedUrl(locale, "/categories"), languages: languageAlternates("/categories") } };
}

/** /categories: every creator category with its creators (server-rendered), each opening discover filtered by it. */
export default async function CategoriesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CategoriesView categories={await categoriesWithCreators()} />;
}
