import { signInHref } from "@/shared/return-to";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { ScheduledQueue } from "@/components/schedule/ScheduledQueue";
import { PageMessages } from "@/components/i18n/PageMessages";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Schedule" });
  return { title: `${t("queueTitle")} · Velvet`, robots: { index: false } };
}

/** /scheduled: the creator's posts waiting for their time, to move, publish now or cancel (signed-in only). */
export default async function ScheduledPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/scheduled"), locale });
  return (
    <PageMessages namespaces={["Ppv", "Previews", "Schedule"]}>
      <ScheduledQueue />
    </PageMessages>
  );
}
