import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link, redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { monthOf } from "@/lib/payments/statement";
import { EarningsView } from "@/components/earnings/EarningsView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Earnings" });
  return { title: `${t("title")} · Velvet`, robots: { index: false } };
}

/** /earnings: a creator's own money (signed-in only; a visitor goes to /login). */
export default async function EarningsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/earnings"), locale });
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  const toDashboard = (
    <Link href="/dashboard" className="text-sm font-medium text-accent hover:underline" data-testid="earnings-dashboard-link">
      {t("open")}
    </Link>
  );
  return (
    <PageMessages namespaces={["Checkout", "Earnings", "Profile", "Tip", "Validation"]}>
      <EarningsView currentMonth={monthOf(new Date())} aside={toDashboard} />
    </PageMessages>
  );
}
