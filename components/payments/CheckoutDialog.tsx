"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/Dialog";
import { Checkout } from "./Checkout";
import type { CheckoutDone, Purchase } from "./types";

interface CheckoutDialogProps {
  /** what to confirm; null: closed */
  purchase: Purchase | null;
  onClose: () => void;
  onDone: (done: CheckoutDone) => void;
}

/** The checkout confirmation in a dialog (subscribe, turn renewal back on, pay a failed renewal). */
export function CheckoutDialog({ purchase, onClose, onDone }: CheckoutDialogProps) {
  const t = useTranslations("Checkout");
  const tm = useTranslations("PaidMessages");
  const title =
    purchase?.kind === "message" ? tm("checkoutTitle") : purchase?.kind === "tip" ? t("titleTip") : purchase?.mode === "renew" ? t("titleRenew") : purchase?.mode === "pastDue" ? t("titlePastDue") : t("titleSubscribe");
  return (
    <Dialog open={purchase !== null} onClose={onClose} title={title} closeLabel={t("close")} sheetOnMobile>
      {/* mounted on open: every opening starts fresh and reloads the cards */}
      {purchase && <Checkout purchase={purchase} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
}
