import { setRequestLocale } from "next-intl/server";
import { RedirectIfSignedIn } from "@/components/auth/RedirectIfSignedIn";
import { SignupForm } from "@/components/auth/SignupForm";
import { PageMessages } from "@/components/i18n/PageMessages";
import { RETURN_PARAM, safeReturnPath } from "@/shared/return-to";

export default async function SignupPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  // a visitor sent to sign in who makes an account instead also comes back (shared/return-to.ts)
  const next = safeReturnPath((await searchParams)[RETURN_PARAM]) ?? "/";
  return (
    <PageMessages namespaces={["Auth", "Validation"]}>
      <RedirectIfSignedIn to={next}>
        <SignupForm next={next} />
      </RedirectIfSignedIn>
    </PageMessages>
  );
}
