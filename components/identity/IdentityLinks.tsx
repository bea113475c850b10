"use client";

import { useTranslations } from "next-intl";
import { ChevronRight } from "lucide-react";
import { Link } from "@/i18n/navigation";

/** The settings card's links to the identity pages. */
export function IdentityLinks() {
  const t = useTranslations("Identity");
  const links = [
    { href: "/verification", label: t("openVerification") },
    { href: "/age-check", label: t("openAgeCheck") },
    { href: "/co-performers", label: t("openTags") },
  ] as const;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="flex items-center justify-between px-4 py-3 text-sm transition hover:bg-surface-2">
            {l.label}
            <ChevronRight className="size-4 text-subtle rtl:rotate-180" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
