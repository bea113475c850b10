"use client";

import { signOut } from "@/client/session";
import { useRouter } from "@/i18n/navigation";

/** Ends the next-auth session, then returns to the home page (in the current language). */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    await signOut();
    router.replace("/");
    router.refresh();
  };
}
