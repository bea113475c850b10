"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { formatDate } from "@/shared/format";

type TrialLink = { _id: string; url: string; days: number; maxClaims: number; expiresAt: string; claims: number; conversions: number; open: boolean };

const field = "min-w-0 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink";
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The creator's free-trial links (GET/POST /api/users/trial-links): make one, copy it, see claims and conversions. */
export function TrialLinksEditor() {
  const t = useTranslations("Trials");
  const locale = useLocale();
  const { data, mutate } = useSWR<{ trialLinks: TrialLink[] }>("/api/users/trial-links");
  const [days, setDays] = useState("7");
  const [maxClaims, setMaxClaims] = useState("50");
  const [expiresOn, setExpiresOn] = useState(inAMonth);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const expiresAt = new Date(`${expiresOn}T23:59:59`).toISOString();
      await requestJson("/api/users/trial-links", { method: "POST", body: JSON.stringify({ days: Number(days), maxClaims: Number(maxClaims), expiresAt }) });
      toast.success(t("created"));
      void mutate();
    } catch (err) {
      toast.error(serverMessage(err, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <div className="space-y-3" data-testid="trial-links-editor">
      <h3 className="font-semibold">{t("title")}</h3>
      <p className="text-sm text-muted">{t("hint")}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm">
          {t("days")}
          <input type="number" dir="ltr" min={1} max={30} value={days} onChange={(e) => setDays(e.target.value)} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("maxClaims")}
          <input type="number" dir="ltr" min={1} value={maxClaims} onChange={(e) => setMaxClaims(e.target.value)} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("expiresOn")}
          <input type="date" dir="ltr" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} className={field} />
        </label>
      </div>
      <Button onClick={() => void create()} loading={busy} data-testid="trial-link-create">
        {t("create")}
      </Button>
      {data && data.trialLinks.length > 0 && (
        <ul className="divide-y divide-line/60 text-sm">
          {data.trialLinks.map((l) => (
            <li key={l._id} className="space-y-1 py-2">
              <div className="flex items-center gap-2">
                <code dir="ltr" className="min-w-0 flex-1 truncate rounded bg-surface-2 px-2 py-1 text-xs">
                  {l.url}
                </code>
                <Button variant="ghost" size="sm" onClick={() => void copy(l.url)} aria-label={t("copy")}>
                  <Copy className="size-4" aria-hidden />
                </Button>
              </div>
              <p className="text-muted">
                <bdi>{t("row", { days: l.days, claims: l.claims, max: l.maxClaims, conversions: l.conversions, date: formatDate(locale, l.expiresAt) })}</bdi>{" "}
                <span className={l.open ? "text-ok" : "text-subtle"}>{l.open ? t("open") : t("closed")}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
