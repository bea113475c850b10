import { setRequestLocale } from "next-intl/server";
import { RestoreAccountForm } from "@/components/privacy/RestoreAccountForm";

export default async function RestoreAccountPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <RestoreAccountForm />;
}
