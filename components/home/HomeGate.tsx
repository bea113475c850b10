"use client";

import { useSession } from "next-auth/react";
import { Landing } from "@/components/landing/Landing";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { SignedInHome } from "./SignedInHome";

/** "/": a spinner while the session loads, then the landing page or the signed-in home. */
export function HomeGate() {
  const { data: session, status } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (status === "authenticated" && session.user) return <SignedInHome user={session.user} />;
  return <Landing />;
}
