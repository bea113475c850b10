import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { PerformerTagsView } from "@/components/identity/PerformerTagsView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Identity" });
  return { title: `${t("tagsTitle")} · Velvet`, robots: { index: false } };
}

/** /co-performers: the posts where the member is tagged as a co-performer (signed-in only). */
export default async function CoPerformersPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/co-performers"), locale });
  return (
    <PageMessages namespaces={["Identity"]}>
      <PerformerTagsView />
    </PageMessages>
  );
}
