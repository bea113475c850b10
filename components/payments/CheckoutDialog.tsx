"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/Dialog";
import type { CheckoutDone, Purchase } from "./types";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const Checkout = dynamic(() => import("@/components/payments/Checkout").then((m) => m.Checkout));

interface CheckoutDialogProps {
  /** what to confirm; null: closed */
  purchase: Purchase | null;
  onClose: () => void;
  onDone: (done: CheckoutDone) => void;
}

/** The checkout confirmation in a dialog (subscribe, turn renewal back on, pay a failed renewal). */
export function CheckoutDialog({ purchase, onClose, onDone }: CheckoutDialogProps) {
  const t = useTranslations("Checkout");
  const tp = useTranslations("Ppv");
  const tm = useTranslations("PaidMessages");
  const title =
    purchase?.kind === "post"
      ? tp("checkoutTitle")
      : purchase?.kind === "message"
        ? tm("checkoutTitle")
        : purchase?.kind === "tip"
          ? t("titleTip")
          : purchase?.mode === "renew"
            ? t("titleRenew")
            : purchase?.mode === "pastDue"
              ? t("titlePastDue")
              : t("titleSubscribe");
  return (
    <Dialog open={purchase !== null} onClose={onClose} title={title} closeLabel={t("close")} sheetOnMobile>
      {/* mounted on open: every opening starts fresh and reloads the cards */}
      {purchase && <Checkout purchase={purchase} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
}
