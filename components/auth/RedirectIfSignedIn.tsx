"use client";

import { useEffect, type ReactNode } from "react";
import { useSession } from "next-auth/react";
import { useRouter } from "@/i18n/navigation";
import { PageSpinner } from "@/components/ui/PageSpinner";

/** Sign-in and sign-up are for visitors: a signed-in user is sent to the home page. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (status === "authenticated") router.replace("/");
  }, [status, router]);
  if (status === "authenticated") return <PageSpinner />;
  return <>{children}</>;
}
