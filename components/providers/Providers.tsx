"use client";

import type { ReactNode } from "react";
import { SessionProvider } from "next-auth/react";
import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { fetcher } from "@/client/request";
import { ScrollToTop } from "./ScrollToTop";

const TOAST_DURATION_MS = 5000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
        <ScrollToTop />
        {children}
        <Toaster position="top-right" theme="dark" duration={TOAST_DURATION_MS} richColors closeButton />
      </SWRConfig>
    </SessionProvider>
  );
}
