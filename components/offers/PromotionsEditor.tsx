"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { formatDate } from "@/shared/format";
import { MAX_DISCOUNT_PERCENT } from "@/shared/pricing";

type Promotion = {
  _id: string;
  discountPercent: number;
  audience: "new" | "expired" | "both";
  maxClaims: number | null;
  claims: number;
  endsAt: string;
  endedAt: string | null;
  active: boolean;
};

const field = "min-w-0 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink";
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The creator's promotions (GET/POST /api/users/promotions, DELETE /api/users/promotions/{id}). */
export function PromotionsEditor() {
  const t = useTranslations("Offers");
  const locale = useLocale();
  const { data, mutate } = useSWR<{ promotions: Promotion[] }>("/api/users/promotions");
  const [percent, setPercent] = useState("20");
  const [audience, setAudience] = useState<Promotion["audience"]>("new");
  const [maxClaims, setMaxClaims] = useState("");
  const [endsOn, setEndsOn] = useState(inAWeek);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const endsAt = new Date(`${endsOn}T23:59:59`).toISOString();
      const body = { discountPercent: Number(percent), audience, maxClaims: maxClaims ? Number(maxClaims) : null, endsAt };
      await requestJson("/api/users/promotions", { method: "POST", body: JSON.stringify(body) });
      toast.success(t("promotionStarted"));
      void mutate();
    } catch (err) {
      toast.error(serverMessage(err, t("saveFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function end(id: string) {
    try {
      await requestJson(`/api/users/promotions/${id}`, { method: "DELETE" });
      void mutate();
    } catch (err) {
      toast.error(serverMessage(err, t("saveFailed")));
    }
  }

  return (
    <div className="space-y-3" data-testid="promotions-editor">
      <h3 className="font-semibold">{t("promotionsTitle")}</h3>
      <p className="text-sm text-muted">{t("promotionsHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("percentOff")}
          <input type="number" dir="ltr" min={1} max={MAX_DISCOUNT_PERCENT} value={percent} onChange={(e) => setPercent(e.target.value)} className={field} data-testid="promotion-percent" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("audience")}
          <select value={audience} onChange={(e) => setAudience(e.target.value as Promotion["audience"])} className={field}>
            <option value="new">{t("audienceNew")}</option>
            <option value="expired">{t("audienceExpired")}</option>
            <option value="both">{t("audienceBoth")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("maxClaims")}
          <input type="number" dir="ltr" min={1} value={maxClaims} placeholder={t("noLimit")} onChange={(e) => setMaxClaims(e.target.value)} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("endsOn")}
          <input type="date" dir="ltr" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} className={field} />
        </label>
      </div>
      <Button onClick={() => void create()} loading={busy} data-testid="promotion-create">
        {t("startPromotion")}
      </Button>
      {data && data.promotions.length > 0 && (
        <ul className="divide-y divide-line/60 text-sm">
          {data.promotions.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <bdi>
                  {t("promotionRow", {
                    percent: p.discountPercent,
                    audience: t(p.audience === "new" ? "audienceNew" : p.audience === "expired" ? "audienceExpired" : "audienceBoth"),
                    claims: p.claims,
                    date: formatDate(locale, p.endedAt ?? p.endsAt),
                  })}
                </bdi>{" "}
                <span className={p.active ? "text-ok" : "text-subtle"}>{p.active ? t("running") : t("ended")}</span>
              </span>
              {!p.endedAt && (
                <Button variant="ghost" size="sm" onClick={() => void end(p._id)}>
                  {t("endNow")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
