import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { DashboardView } from "@/components/dashboard/DashboardView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: `${t("title")} · Velvet`, robots: { index: false } };
}

/** /dashboard: a creator's figures (signed-in only; a visitor goes to /login; a member who is not a creator is told it is for creators). */
export default async function DashboardPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/dashboard"), locale });
  return (
    <PageMessages namespaces={["Dashboard"]}>
      <DashboardView />
    </PageMessages>
  );
}
