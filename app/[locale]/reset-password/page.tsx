import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { PageMessages } from "@/components/i18n/PageMessages";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

// The token is in the URL: never send it on as a referrer, never index the page.
export const metadata: Metadata = { referrer: "no-referrer", robots: { index: false, follow: false } };

/** The page a reset e-mail links to; the token is checked when the form is sent. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim().slice(0, 200) : "";
  return (
    <PageMessages namespaces={["Account", "Auth", "Validation"]}>
      <ResetPasswordForm token={value} />
    </PageMessages>
  );
}
