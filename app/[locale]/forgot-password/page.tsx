import { setRequestLocale } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";
import { PageMessages } from "@/components/i18n/PageMessages";

export default async function ForgotPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={["Account", "Auth", "Validation"]}>
      <ForgotPasswordForm />
    </PageMessages>
  );
}
