"use client";

import { WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * Said out loud (role="alert") when the realtime service cannot be reached: nothing is sent or
 * received until it is back, and each message written meanwhile is counted here (it stays in the
 * thread marked "sending" and leaves on reconnection: nothing is queued without saying so).
 */
export function OfflineBanner({ waiting }: { waiting: number }) {
  const t = useTranslations("ChatOffline");
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="mx-3 mb-2 flex items-start gap-3 rounded-xl border border-warn/50 bg-warn/10 px-3 py-2.5 text-sm text-ink md:mx-0"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden />
      <p>
        <strong className="font-semibold">{t("title")}</strong> {t("body")}
        {waiting > 0 && <span data-testid="offline-waiting"> {t("waiting", { count: waiting })}</span>}
      </p>
    </div>
  );
}
