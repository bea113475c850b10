"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "@/i18n/navigation";

/** Ends the next-auth session, then returns to the home page (in the current language). */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    await signOut({ redirect: false });
    router.replace("/");
    router.refresh();
  };
}
