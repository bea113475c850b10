"use client";

import { useTranslations } from "next-intl";
import { Bell, ChevronRight, KeyRound, Megaphone, Wallet } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { PayoutMethods } from "./PayoutMethods";
import { PriceEditor } from "./PriceEditor";
import { OffersSettings } from "@/components/offers/OffersSettings";

import { card as settingsCard } from "./styles";

/** Settings tab: subscription price, payout methods, links to the account settings forms. */
export function SettingsTab({ price, onPriceChange }: { price: number | null; onPriceChange: (price: number) => void }) {
  const t = useTranslations("Profile");
  const tm = useTranslations("MassMessages");
  const rows = [
    { href: "/earnings", label: t("earningsLink"), Icon: Wallet },
    // a creator's mass messages and welcome message (components/mass-messages)
    ...(price !== null ? [{ href: "/mass-messages", label: tm("settingsLink"), Icon: Megaphone }] : []),
    { href: "/settings#password", label: t("changePassword"), Icon: KeyRound },
    { href: "/settings#notifications", label: t("notificationSettings"), Icon: Bell },
  ];
  return (
    <div className="space-y-6">
      <PriceEditor price={price} onChange={onPriceChange} />
      <OffersSettings monthlyPrice={price} />
      <PayoutMethods />
      <section className={settingsCard}>
        <h2 className="mb-3 text-lg font-semibold">{t("accountSettings")}</h2>
        <ul className="divide-y divide-line/60">
          {rows.map(({ href, label, Icon }) => (
            <li key={href}>
              <Link href={href} className="flex items-center gap-3 rounded-lg px-1 py-3 transition hover:text-accent">
                <Icon className="size-5 text-muted" aria-hidden />
                <span className="flex-1">{label}</span>
                <ChevronRight className="size-4 text-subtle rtl:-scale-x-100" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
