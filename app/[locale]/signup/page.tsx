import { setRequestLocale } from "next-intl/server";
import { RedirectIfSignedIn } from "@/components/auth/RedirectIfSignedIn";
import { SignupForm } from "@/components/auth/SignupForm";

export default async function SignupPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <RedirectIfSignedIn>
      <SignupForm />
    </RedirectIfSignedIn>
  );
}
