"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { NOTIFICATION_SWITCHES, type NotificationSwitch } from "./sections";
import { Toggle } from "./Toggle";

type Prefs = Record<string, boolean>;

/** One switch per notification type, saved on change: optimistic, put back if the server refuses. */
export function NotificationSettings({ initial }: { initial: Prefs }) {
  const t = useTranslations("Settings");
  const [prefs, setPrefs] = useState<Prefs>(initial);
  // the latest change per type, so a late answer to an older click does not undo a newer one
  const latest = useRef<Record<string, number>>({});

  async function change(type: NotificationSwitch, next: boolean) {
    const stamp = (latest.current[type] ?? 0) + 1;
    latest.current[type] = stamp;
    setPrefs((p) => ({ ...p, [type]: next }));
    try {
      await requestJson("/api/users/notification-preferences", { method: "PUT", body: JSON.stringify({ [type]: next }) });
      toast.success(t("preferencesSaved"), { id: "notification-preferences" });
    } catch {
      if (latest.current[type] === stamp) setPrefs((p) => ({ ...p, [type]: !next }));
      toast.error(t("preferencesFailed"), { id: "notification-preferences" });
    }
  }

  return (
    <ul className="divide-y divide-line">
      {NOTIFICATION_SWITCHES.map((type) => {
        const labelId = `pref-${type}-label`;
        const hintId = `pref-${type}-hint`;
        return (
          <li key={type} className="flex items-center justify-between gap-4 py-3.5 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p id={labelId} className="font-medium">
                {t(`types.${type}.label`)}
              </p>
              <p id={hintId} className="text-sm text-muted">
                {t(`types.${type}.hint`)}
              </p>
            </div>
            <Toggle
              id={`pref-${type}`}
              checked={prefs[type] !== false}
              onChange={(next) => void change(type, next)}
              labelledBy={labelId}
              describedBy={hintId}
            />
          </li>
        );
      })}
    </ul>
  );
}
