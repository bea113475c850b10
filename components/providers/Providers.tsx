"use client";

import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider } from "@/client/session";
import { LazyToaster } from "./LazyToaster";
import { CurrencyProvider } from "@/components/payments/money";
import { ScrollToTop } from "./ScrollToTop";

const TOAST_DURATION_MS = 5000;

/**
 * `currency`: the server's CURRENCY, for every amount shown (components/payments/money.tsx).
 * `session`: the session read on the server (lib/auth/page-session.ts; null when signed out), kept
 * by our own SessionProvider (client/session.tsx: next-auth's React client loads on sign-in/out only).
 * No SWRConfig: the hooks take the site's defaults themselves (client/swr.ts), so a page that
 * fetches nothing loads no SWR; toasts load sonner with the first one (decision 069).
 */
export function Providers({ currency, session, children }: { currency: string; session: Session | null; children: ReactNode }) {
  return (
    <SessionProvider session={session}>
      <CurrencyProvider currency={currency}>
        <ScrollToTop />
        {children}
        <LazyToaster position="top-right" theme="dark" duration={TOAST_DURATION_MS} richColors closeButton />
      </CurrencyProvider>
    </SessionProvider>
  );
}
