"use client";

// Tunisian counts with Arabic plural rules in the browser too (before any message is formatted)
import "@/shared/i18n/tunisian-plurals";
import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { swrConfig } from "@/client/swr";
import { CurrencyProvider } from "@/components/payments/money";
import { ScrollToTop } from "./ScrollToTop";

const TOAST_DURATION_MS = 5000;

/**
 * `currency`: the server's CURRENCY, for every amount shown (components/payments/money.tsx).
 * `session`: the session read on the server (lib/auth/page-session.ts; null when signed out).
 */
export function Providers({ currency, session, children }: { currency: string; session: Session | null; children: ReactNode }) {
  return (
    <SessionProvider session={session}>
      <SWRConfig value={swrConfig}>
        <CurrencyProvider currency={currency}>
          <ScrollToTop />
          {children}
          <Toaster position="top-right" theme="dark" duration={TOAST_DURATION_MS} richColors closeButton />
        </CurrencyProvider>
      </SWRConfig>
    </SessionProvider>
  );
}
