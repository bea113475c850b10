import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StaticPage } from "@/components/pages/StaticPage";
import { EditedPage } from "@/components/pages/EditedPage";
import { staticPageMetadata } from "@/components/pages/static-page-route";
import { getStoredHelpPage } from "@/lib/help-pages/pages";
import { HELP_PAGE_KEYS } from "@/shared/help-pages";
import type { HelpPageSlug } from "@/shared/schemas/back-office";

type RouteProps = { params: Promise<{ locale: string }> };

/**
 * An editable help page (/help, /guidelines, /safety, /creator-support): the text an admin stored
 * for this language (lib/help-pages), else the dictionary's text as before.
 */
export function helpPageRoute(slug: HelpPageSlug) {
  const pageKey = HELP_PAGE_KEYS[slug];
  return {
    generateMetadata: async (props: RouteProps): Promise<Metadata> => {
      const base = await staticPageMetadata(pageKey, props);
      const { locale } = await props.params;
      const stored = await getStoredHelpPage(slug, locale);
      if (!stored) return base;
      const product = (await getTranslations({ locale, namespace: "Common" }))("productName");
      return { ...base, title: `${stored.title} · ${product}` };
    },
    Page: async function Page({ params }: RouteProps) {
      const { locale } = await params;
      setRequestLocale(locale);
      const stored = await getStoredHelpPage(slug, locale);
      if (!stored) return <StaticPage pageKey={pageKey} />;
      return <EditedPage pageKey={pageKey} title={stored.title} body={stored.body} updatedAt={stored.updatedAt} />;
    },
  };
}
