import { setRequestLocale } from "next-intl/server";
import { RedirectIfSignedIn } from "@/components/auth/RedirectIfSignedIn";
import { LoginForm } from "@/components/auth/LoginForm";
import { PageMessages } from "@/components/i18n/PageMessages";

export default async function LoginPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={["Auth", "Validation"]}>
      <RedirectIfSignedIn>
        <LoginForm />
      </RedirectIfSignedIn>
    </PageMessages>
  );
}
