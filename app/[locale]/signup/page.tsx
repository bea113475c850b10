import { setRequestLocale } from "next-intl/server";
import { RedirectIfSignedIn } from "@/components/auth/RedirectIfSignedIn";
import { SignupForm } from "@/components/auth/SignupForm";
import { PageMessages } from "@/components/i18n/PageMessages";

export default async function SignupPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={["Auth", "Validation"]}>
      <RedirectIfSignedIn>
        <SignupForm />
      </RedirectIfSignedIn>
    </PageMessages>
  );
}
