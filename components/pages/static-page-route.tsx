import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StaticPage } from "./StaticPage";
import type { PageKey } from "./static-pages";

type RouteProps = { params: Promise<{ locale: string }> };

/** Metadata (title and description) of a content page, in the request's language. */
export async function staticPageMetadata(pageKey: PageKey, { params }: RouteProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Pages" });
  const product = (await getTranslations({ locale, namespace: "Common" }))("productName");
  return { title: `${t(`${pageKey}.title`)} · ${product}`, description: t(`${pageKey}.description`) };
}

/** The page and its metadata for app/[locale]/<route>/page.tsx. */
export function staticPageRoute(pageKey: PageKey, extra?: () => ReactNode) {
  return {
    generateMetadata: (props: RouteProps) => staticPageMetadata(pageKey, props),
    Page: async function Page({ params }: RouteProps) {
      const { locale } = await params;
      setRequestLocale(locale);
      return <StaticPage pageKey={pageKey}>{extra?.()}</StaticPage>;
    },
  };
}
