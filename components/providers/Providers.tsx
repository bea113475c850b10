"use client";

import type { ReactNode } from "react";
import { SessionProvider } from "next-auth/react";
import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { swrConfig } from "@/client/swr";
import { ScrollToTop } from "./ScrollToTop";

const TOAST_DURATION_MS = 5000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SWRConfig value={swrConfig}>
        <ScrollToTop />
        {children}
        <Toaster position="top-right" theme="dark" duration={TOAST_DURATION_MS} richColors closeButton />
      </SWRConfig>
    </SessionProvider>
  );
}
