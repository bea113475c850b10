"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { onFirstToast, toastRequested } from "@/client/toast";

const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** sonner's toaster, mounted once the page shows its first toast (client/toast.ts); nothing before. */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const wanted = useSyncExternalStore(onFirstToast, toastRequested, () => false);
  return wanted ? <Toaster {...props} /> : null;
}
