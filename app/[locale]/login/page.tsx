import { setRequestLocale } from "next-intl/server";
import { RedirectIfSignedIn } from "@/components/auth/RedirectIfSignedIn";
import { LoginForm } from "@/components/auth/LoginForm";
import { PageMessages } from "@/components/i18n/PageMessages";
import { RETURN_PARAM, safeReturnPath } from "@/shared/return-to";

export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  // the page that sent the visitor here (only a path of this site: shared/return-to.ts)
  const next = safeReturnPath((await searchParams)[RETURN_PARAM]) ?? "/";
  return (
    <PageMessages namespaces={["Auth", "Privacy", "Validation"]}>
      <RedirectIfSignedIn to={next}>
        <LoginForm next={next} />
      </RedirectIfSignedIn>
    </PageMessages>
  );
}
