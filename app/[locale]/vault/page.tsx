import { signInHref } from "@/shared/return-to";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { VaultView } from "@/components/vault/VaultView";
import { PageMessages } from "@/components/i18n/PageMessages";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Vault" });
  return { title: `${t("title")} · Velvet`, robots: { index: false } };
}

/** /vault: every medium the member uploaded, to reuse in posts or delete (signed-in only). */
export default async function VaultPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/vault"), locale });
  return (
    <PageMessages namespaces={["Identity", "Player", "Vault"]}>
      <VaultView />
    </PageMessages>
  );
}
