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
      className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium text-muted transition hover:bg-surface-2 hover:text-ink"
    >
      <BellRing className="size-3.5" aria-hidden />
      {t("enableNotifications")}
    </button>
  );
}
