"use client";

import type { ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Link, usePathname } from "@/i18n/navigation";
import { signInHref } from "@/shared/return-to";

/** A link to the sign-in page that comes back here afterwards (`/login?next=<this page>`, shared/return-to.ts). */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <Link href={signInHref(search ? `${pathname}?${search}` : pathname)} className={className}>
      {children}
    </Link>
  );
}
