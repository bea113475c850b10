import { signInHref } from "@/shared/return-to";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { MassMessagesView } from "@/components/mass-messages/MassMessagesView";
import { PageMessages } from "@/components/i18n/PageMessages";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "MassMessages" });
  return { title: `${t("title")} · Velvet`, robots: { index: false } };
}

/** /mass-messages: a creator's mass messages and welcome message (signed-in only). */
export default async function MassMessagesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/mass-messages"), locale });
  return (
    <PageMessages namespaces={["Identity", "MassMessages", "PaidMessages", "Player", "Previews", "Vault"]}>
      <MassMessagesView />
    </PageMessages>
  );
}
