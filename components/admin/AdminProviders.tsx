"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { LazyToaster } from "@/components/providers/LazyToaster";
import { swrConfig } from "@/client/swr";

const TOAST_DURATION_MS = 5000;

export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <LazyToaster position="top-right" theme="dark" duration={TOAST_DURATION_MS} richColors closeButton />
    </SWRConfig>
  );
}
