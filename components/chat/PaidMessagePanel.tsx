"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Lock } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { CheckoutDialog } from "@/components/payments/CheckoutDialog";
import { useMoney } from "@/components/payments/money";
import type { Purchase } from "@/components/payments/types";
import { LockedPreviews } from "@/components/posts/LockedPreviews";
import type { ChatMessage } from "./types";

/**
 * A pay-per-view message (issue 21): for the fan, the locked preview (what it holds, the price)
 * and Unlock, which opens the one checkout confirmation; for the creator, whether it was bought.
 * `onUnlocked` receives the message as the server answers it once bought (with its media).
 */
export function PaidMessagePanel({ message, own, onUnlocked }: { message: ChatMessage; own: boolean; onUnlocked: (m: ChatMessage) => void }) {
  const t = useTranslations("PaidMessages");
  const money = useMoney();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  if (message.price === undefined) return null;
  const price = money.format(message.price);
  if (own) {
    return (
      <p className="mb-1 text-[11px] opacity-80" data-testid="paid-message-state">
        <bdi>{message.purchased ? t("bought") : t("notBought", { price })}</bdi>
      </p>
    );
  }
  if (!message.locked) return null;
  return (
    <div className="mb-1.5 flex flex-col items-center gap-2 rounded-xl bg-black/10 px-4 py-5 text-center" data-testid="paid-message-locked">
      <Lock className="size-6" aria-hidden />
      <p className="font-semibold">{t("lockedTitle")}</p>
      <LockedPreviews previews={message.previews ?? []} compact />
      <p className="text-xs opacity-80">{t("lockedContents", { photos: message.preview?.photos ?? 0, videos: message.preview?.videos ?? 0 })}</p>
      <Button
        size="sm"
        onClick={() => setPurchase({ kind: "message", messageId: message._id, username: message.sender.username, amount: message.price! })}
        data-testid="paid-message-unlock"
      >
        <bdi>{t("unlock", { price })}</bdi>
      </Button>
      <CheckoutDialog
        purchase={purchase}
        onClose={() => setPurchase(null)}
        onDone={(done) => {
          setPurchase(null);
          if (done.kind !== "message") return;
          toast.success(t("unlocked"));
          onUnlocked({ ...done.message, sender: message.sender });
        }}
      />
    </div>
  );
}
