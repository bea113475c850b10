import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { env } from "@/lib/env";
import { AgeCheckView } from "@/components/identity/AgeCheckView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Identity" });
  return { title: `${t("ageTitle")} · Velvet`, robots: { index: false } };
}

/** /age-check: the fan's age assurance and the identity-document check (signed-in only). */
export default async function AgeCheckPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/age-check"), locale });
  return (
    <PageMessages namespaces={["Identity"]}>
      <AgeCheckView retentionDays={env().IDENTITY_DOCUMENT_RETENTION_DAYS} />
    </PageMessages>
  );
}
