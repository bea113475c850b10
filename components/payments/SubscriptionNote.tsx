"use client";

import { AlertTriangle, CalendarX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { formatDate } from "@/shared/format";
import type { SubscriptionState } from "./types";

interface SubscriptionNoteProps {
  subscription: SubscriptionState;
  /** opens the checkout (renewal back on / another card); without it, the note only */
  onAction?: () => void;
  compact?: boolean;
}

/**
 * What a cancelled or failed subscription tells its fan, wherever it is shown (profile,
 * /subscriptions): "Cancelled — access until {date}" with "Turn renewal back on", or "Payment
 * failed — update your card". Nothing for an active or expired one.
 */
export function SubscriptionNote({ subscription, onAction, compact }: SubscriptionNoteProps) {
  const t = useTranslations("SubscriptionState");
  const locale = useLocale();
  if (subscription.status !== "cancelled" && subscription.status !== "past_due") return null;
  const cancelled = subscription.status === "cancelled";
  const Icon = cancelled ? CalendarX : AlertTriangle;
  return (
    <div
      className={
        compact
          ? "flex flex-wrap items-center gap-x-3 gap-y-2 text-sm"
          : "flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-warn/30 bg-warn/10 px-4 py-3 text-sm"
      }
      data-testid="subscription-note"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2 text-warn" role="status">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{cancelled ? t("cancelledUntil", { date: formatDate(locale, subscription.endDate) }) : t("pastDue")}</span>
      </p>
      {onAction && (
        <Button size="sm" variant={cancelled ? "secondary" : "primary"} onClick={onAction}>
          {cancelled ? t("turnRenewalOn") : t("updateCard")}
        </Button>
      )}
    </div>
  );
}
