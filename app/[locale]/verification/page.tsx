import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { env } from "@/lib/env";
import { VerificationView } from "@/components/identity/VerificationView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Identity" });
  return { title: `${t("verificationTitle")} · Velvet`, robots: { index: false } };
}

/** /verification: the member's creator verification (signed-in only). */
export default async function VerificationPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/verification"), locale });
  return (
    <PageMessages namespaces={["Identity"]}>
      <VerificationView retentionDays={env().IDENTITY_DOCUMENT_RETENTION_DAYS} />
    </PageMessages>
  );
}
