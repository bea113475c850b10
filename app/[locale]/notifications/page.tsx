import { signInHref } from "@/shared/return-to";
import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { NotificationsView } from "@/components/notifications/NotificationsView";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { PageMessages } from "@/components/i18n/PageMessages";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Notifications" });
  return { title: `${t("page.title")} · Velvet`, robots: { index: false } };
}

/** /notifications: every notification of the member, a page at a time, filtered by type (signed-in only). */
export default async function NotificationsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/notifications"), locale });
  return (
    <PageMessages namespaces={["Notifications"]}>
      <Suspense fallback={<PageSpinner />}>
        <NotificationsView />
      </Suspense>
    </PageMessages>
  );
}
