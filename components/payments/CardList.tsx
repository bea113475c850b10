"use client";

import clsx from "clsx";
import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import type { SavedCard } from "./types";

/** Saved cards as a radio group (the checkout's card choice). */
export function CardList({ cards, selected, onSelect }: { cards: SavedCard[]; selected: string | null; onSelect: (id: string) => void }) {
  const t = useTranslations("Tip");
  return (
    <div role="radiogroup" aria-label={t("paymentMethod")} className="space-y-2">
      {cards.map((card) => {
        const checked = card.id === selected;
        const month = String(card.expiryMonth).padStart(2, "0");
        const year = String(card.expiryYear).slice(-2);
        return (
          <label
            key={card.id}
            className={clsx(
              "flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition",
              checked ? "border-accent bg-accent/10" : "border-line bg-surface-2/60 hover:border-accent/50",
            )}
          >
            <input type="radio" name="payment-card" value={card.id} checked={checked} onChange={() => onSelect(card.id)} className="accent-accent" />
            <CreditCard className="size-5 text-muted" aria-hidden />
            <span className="flex-1 text-sm">
              <span className="font-semibold">{card.brand}</span> <span dir="ltr">•••• {card.last4}</span>
              <span className="ms-2 text-xs text-subtle" dir="ltr">
                {month}/{year}
              </span>
            </span>
            {card.isDefault && <span className="rounded-full bg-surface px-2 py-0.5 text-xs text-muted">{t("default")}</span>}
          </label>
        );
      })}
    </div>
  );
}
