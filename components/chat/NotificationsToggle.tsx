"use client";

import { useState } from "react";
import { BellRing } from "lucide-react";
import { useTranslations } from "next-intl";
import { notificationsSupported } from "./notifications";

/** Asks for the browser's notification permission on a click (browsers require a user gesture). */
export function NotificationsToggle() {
  const t = useTranslations("Chat");
  // rendered in the browser only (inside the signed-in chat screen)
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">(() =>
    notificationsSupported() ? Notification.permission : "unsupported",
  );
  if (permission !== "default") return null;
  return (
    <button
      type="button"
      onClick={async () => setPermission(await Notification.requestPermission())}
      title={t("enableNotifications")}
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-xs font-medium text-muted transition hover:bg-surface-2 hover:text-ink md:px-3 md:py-1"
    >
      <BellRing className="size-4 md:size-3.5" aria-hidden />
      {/* icon only on a phone, so the title row stays one line */}
      <span className="max-md:sr-only">{t("enableNotifications")}</span>
    </button>
  );
}
