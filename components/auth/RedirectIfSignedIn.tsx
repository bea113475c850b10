"use client";

import { useEffect, type ReactNode } from "react";
import { useSession } from "@/client/session";
import { useRouter } from "@/i18n/navigation";
import { PageSpinner } from "@/components/ui/PageSpinner";

/** Sign-in and sign-up are for visitors: a signed-in user is sent on to `to` (a safe path, default home). */
export function RedirectIfSignedIn({ children, to = "/" }: { children: ReactNode; to?: string }) {
  const { status } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (status === "authenticated") router.replace(to);
  }, [status, router, to]);
  if (status === "authenticated") return <PageSpinner />;
  return <>{children}</>;
}
