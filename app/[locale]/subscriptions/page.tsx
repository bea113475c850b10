import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { SubscriptionsView } from "@/components/subscriptions/SubscriptionsView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return { title: t("title"), robots: { index: false } };
}

/** /subscriptions: signed-in only. */
export default async function SubscriptionsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/subscriptions"), locale });
  return (
    <PageMessages namespaces={["Checkout", "Offers", "PaidMessages", "Ppv", "Previews", "Profile", "PublicProfile", "SubscriptionState", "Subscriptions", "Tip", "Validation"]}>
      <SubscriptionsView />
    </PageMessages>
  );
}
