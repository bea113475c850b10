import { setRequestLocale } from "next-intl/server";
import { RestoreAccountForm } from "@/components/privacy/RestoreAccountForm";
import { PageMessages } from "@/components/i18n/PageMessages";

export default async function RestoreAccountPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={["Auth", "Privacy", "Validation"]}>
      <RestoreAccountForm />
    </PageMessages>
  );
}
