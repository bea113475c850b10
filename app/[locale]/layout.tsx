import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { SHELL_NAMESPACES } from "@/i18n/client-messages";
import { clientMessages } from "@/i18n/compiled-messages";
import { pageSession } from "@/lib/auth/page-session";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { directionOf, languageTag } from "@/i18n/locales";
import { appUrl, env, socialLinks } from "@/lib/env";
import { Providers } from "@/components/providers/Providers";
import { Header } from "@/components/layout/Header";
import { Footer } from "@/components/layout/Footer";
import { ErrorTexts } from "@/components/i18n/ErrorTexts";
import { DiscreetTab } from "@/components/discreet/DiscreetTab";
import { pageViewer } from "@/lib/auth/page-viewer";
import { isDiscreet } from "@/lib/account/discreet";
import "../globals.css";

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** On a phone the keyboard resizes the page instead of covering it: the chat's composer and last message stay in view. */
export const viewport: Viewport = { interactiveWidget: "resizes-content" };

export async function generateMetadata({ params }: Omit<LayoutProps, "children">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Meta" });
  // metadataBase: absolute addresses for og:image (the generated profile cards) and the like
  return { metadataBase: new URL(appUrl()), title: t("title"), description: t("description") };
}

export default async function LocaleLayout({ children, params }: LayoutProps) {
  // Every page renders per request: its scripts carry the request's CSP nonce, which Next reads
  // from the Content-Security-Policy request header proxy.ts sets (docs/decisions/012).
  await connection();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Common" });
  const [messages, session] = await Promise.all([getMessages({ locale }), pageSession()]);
  // discreet mode: a neutral tab title and icon for the member who chose it (lib/account/discreet.ts)
  const viewer = await pageViewer();
  const discreetTitle = viewer && (await isDiscreet(viewer.id)) ? (await getTranslations({ locale, namespace: "Discreet" }))("tabTitle") : null;

  return (
    <html lang={languageTag(locale)} dir={directionOf(locale)}>
      <body className="flex min-h-dvh flex-col">
        {/* The shell's namespaces only: each page declares its own (components/i18n/PageMessages.tsx). */}
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages, SHELL_NAMESPACES)}>
          <ErrorTexts />
          <Providers currency={env().CURRENCY} session={session}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
            >
              {t("skipToContent")}
            </a>
            {discreetTitle && <DiscreetTab title={discreetTitle} />}
            <Header />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer social={socialLinks()} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
