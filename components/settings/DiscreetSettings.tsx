"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { useRouter } from "@/i18n/navigation";
import { requestJson } from "@/client/request";
import { Button } from "@/components/ui/Button";
import { inputClasses } from "@/components/ui/field-styles";
import type { DiscreetMode } from "@/shared/schemas/discreet";
import { Toggle } from "./Toggle";

type Answer = { discreetMode: DiscreetMode };

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Africa/Tunis";
  } catch {
    return "Africa/Tunis";
  }
};

/** Discreet mode (PUT /api/users/discreet-mode): the neutral tab and e-mails switch, and quiet hours for e-mails. */
export function DiscreetSettings({ initial }: { initial: DiscreetMode }) {
  const t = useTranslations("Discreet");
  const router = useRouter();
  const [mode, setMode] = useState<DiscreetMode>(initial);
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const [start, setStart] = useState(initial.quietHours?.start ?? "22:00");
  const [end, setEnd] = useState(initial.quietHours?.end ?? "08:00");
  const [saving, setSaving] = useState(false);
  const zone = mode.quietHours?.timeZone ?? browserTimeZone();

  async function save(patch: Partial<DiscreetMode>): Promise<boolean> {
    setSaving(true);
    try {
      const res = await requestJson<Answer>("/api/users/discreet-mode", { method: "PUT", body: JSON.stringify(patch) });
      setMode(res.discreetMode);
      toast.success(t("saved"), { id: "discreet-mode" });
      return true;
    } catch {
      toast.error(t("failed"), { id: "discreet-mode" });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="divide-y divide-line" data-testid="discreet-settings">
      <div className="flex items-center justify-between gap-4 pb-4">
        <div className="min-w-0">
          <p id="discreet-label" className="font-medium">{t("modeLabel")}</p>
          <p id="discreet-hint" className="text-sm text-muted">{t("modeHint")}</p>
        </div>
        <Toggle
          id="discreet-mode"
          checked={mode.enabled}
          labelledBy="discreet-label"
          describedBy="discreet-hint"
          onChange={(next) => {
            void save({ enabled: next }).then((ok) => ok && router.refresh()); // the layout's tab title and icon
          }}
        />
      </div>
      <div className="pt-4">
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p id="quiet-label" className="font-medium">{t("quietLabel")}</p>
            <p id="quiet-hint" className="text-sm text-muted">{t("quietHint")}</p>
          </div>
          <Toggle
            id="quiet-hours"
            checked={quietOn}
            labelledBy="quiet-label"
            describedBy="quiet-hint"
            onChange={(next) => {
              setQuietOn(next);
              if (!next && mode.quietHours) void save({ quietHours: null });
            }}
          />
        </div>
        {quietOn && (
          <form
            className="mt-4 flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void save({ quietHours: { start, end, timeZone: zone } });
            }}
          >
            <label className="flex min-w-[7.5rem] flex-1 flex-col gap-1.5 text-sm text-muted">
              {t("from")}
              <input type="time" required value={start} onChange={(e) => setStart(e.target.value)} className={inputClasses(false)} dir="ltr" />
            </label>
            <label className="flex min-w-[7.5rem] flex-1 flex-col gap-1.5 text-sm text-muted">
              {t("to")}
              <input type="time" required value={end} onChange={(e) => setEnd(e.target.value)} className={inputClasses(start === end)} dir="ltr" />
            </label>
            <Button type="submit" loading={saving} disabled={start === end}>
              {t("saveQuiet")}
            </Button>
            <p className="w-full text-xs text-subtle">
              {t("timeZone", { zone })}
              {start === end && <span className="ms-1 text-danger">{t("sameTimes")}</span>}
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
