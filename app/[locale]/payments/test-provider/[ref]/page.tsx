import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TestProviderConfirm } from "@/components/payments/TestProviderConfirm";
import { PageMessages } from "@/components/i18n/PageMessages";

interface Props {
  params: Promise<{ locale: string; ref: string }>;
  searchParams: Promise<{ return?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "TestProvider" });
  // the charge's reference is in the URL: never sent on as a referrer, never indexed
  return { title: t("title"), referrer: "no-referrer", robots: { index: false, follow: false } };
}

/**
 * The built-in test provider's confirmation page (a bank's 3-D Secure page stands here with a
 * real processor): the checkout sends the fan here when their card needs confirmation; the
 * answer takes them back to `return` (a path of this app, checked by the server).
 */
export default async function TestProviderPage({ params, searchParams }: Props) {
  const { locale, ref } = await params;
  setRequestLocale(locale);
  const back = (await searchParams).return;
  return (
    <PageMessages namespaces={["TestProvider"]}>
      <TestProviderConfirm reference={ref.slice(0, 200)} returnPath={typeof back === "string" ? back.slice(0, 500) : null} />
    </PageMessages>
  );
}
