"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { fetcher } from "@/client/request";

const TOAST_DURATION_MS = 5000;

export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      {children}
      <Toaster position="top-right" theme="dark" duration={TOAST_DURATION_MS} richColors closeButton />
    </SWRConfig>
  );
}
