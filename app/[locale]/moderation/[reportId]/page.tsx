import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { AppError } from "@/lib/errors";
import { getModerationCase } from "@/lib/moderation/appeals";
import { ModerationCase } from "@/components/moderation/ModerationCase";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Moderation" });
  return { title: `${t("caseTitle")} · Velvet`, robots: { index: false } };
}

/**
 * /moderation/{reportId}: the statement of reasons of a decision about the viewer's content, and
 * its appeal (the author only: signed in, or with the statement e-mail's `?token=` when the account
 * cannot sign in).
 */
export default async function ModerationCasePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; reportId: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { locale, reportId } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : null;
  const viewer = await pageViewer();
  if (!viewer && !token) return redirect({ href: signInHref(`/moderation/${reportId}`), locale });
  const found = await getModerationCase(viewer?.id ?? null, reportId, locale, token).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!found) notFound();
  return (
    <PageMessages namespaces={["Moderation"]}>
      <ModerationCase data={found} token={viewer ? null : token} />
    </PageMessages>
  );
}
