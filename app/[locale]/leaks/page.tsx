import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { LeaksView } from "@/components/leaks/LeaksView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Leaks" });
  return { title: `${t("title")} · Velvet`, robots: { index: false } };
}

/** /leaks: a creator uploads a leaked copy of their media and learns which fan it came from (issue 25; signed-in only). */
export default async function LeaksPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await pageViewer();
  if (!viewer) return redirect({ href: signInHref("/leaks"), locale });
  return (
    <PageMessages namespaces={["Blocks", "Leaks"]}>
      <LeaksView username={viewer.username} />
    </PageMessages>
  );
}
