"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { useMoney } from "@/components/payments/money";
import { BUNDLE_MONTHS, MAX_DISCOUNT_PERCENT, subscriptionCharge } from "@/shared/pricing";
import { toCents } from "@/shared/validation/amount";

type Bundle = { months: number; discountPercent: number };
const field = "w-20 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink";

/** The creator's bundles (PUT /api/users/subscription-bundles): per length, on or off and its percentage, with the price a fan pays. */
export function BundlesEditor({ monthlyPrice }: { monthlyPrice: number | null }) {
  const t = useTranslations("Offers");
  const { data, mutate } = useSWR<{ bundles: Bundle[] }>("/api/users/subscription-bundles");
  if (!data) return null;
  return <BundlesForm key={JSON.stringify(data.bundles)} initial={data.bundles} monthlyPrice={monthlyPrice} onSaved={() => void mutate()} t={t} />;
}

function BundlesForm({ initial, monthlyPrice, onSaved, t }: { initial: Bundle[]; monthlyPrice: number | null; onSaved: () => void; t: ReturnType<typeof useTranslations<"Offers">> }) {
  const money = useMoney();
  const [rows, setRows] = useState(() =>
    BUNDLE_MONTHS.map((months) => {
      const b = initial.find((x) => x.months === months);
      return { months, on: Boolean(b), percent: String(b?.discountPercent ?? 10) };
    }),
  );
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const bundles = rows.filter((r) => r.on).map((r) => ({ months: r.months, discountPercent: Number(r.percent) }));
      await requestJson("/api/users/subscription-bundles", { method: "PUT", body: JSON.stringify({ bundles }) });
      toast.success(t("bundlesSaved"));
      onSaved();
    } catch (err) {
      toast.error(serverMessage(err, t("saveFailed")));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-3" data-testid="bundles-editor">
      <h3 className="font-semibold">{t("bundlesTitle")}</h3>
      <p className="text-sm text-muted">{t("bundlesHint")}</p>
      <ul className="space-y-2">
        {rows.map((r, i) => {
          const pct = Number(r.percent);
          const valid = Number.isInteger(pct) && pct >= 1 && pct <= MAX_DISCOUNT_PERCENT;
          const charge = monthlyPrice && valid ? subscriptionCharge(toCents(monthlyPrice), { kind: "bundle", months: r.months, discountPercent: pct }) : null;
          const update = (change: Partial<(typeof rows)[number]>) => setRows(rows.map((x, j) => (j === i ? { ...x, ...change } : x)));
          return (
            <li key={r.months} className="flex flex-wrap items-center gap-3">
              <label className="flex min-w-32 items-center gap-2 text-sm">
                <input type="checkbox" checked={r.on} onChange={(e) => update({ on: e.target.checked })} data-testid={`bundle-${r.months}-on`} />
                {t("bundleMonths", { months: r.months })}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="number"
                  inputMode="numeric"
                  dir="ltr"
                  min={1}
                  max={MAX_DISCOUNT_PERCENT}
                  value={r.percent}
                  disabled={!r.on}
                  onChange={(e) => update({ percent: e.target.value })}
                  className={field}
                  aria-label={t("percentOff")}
                  data-testid={`bundle-${r.months}-percent`}
                />
                {t("percentOffShort")}
              </label>
              {r.on && charge && (
                <span className="text-sm text-muted">
                  <bdi>{t("bundleDetail", { price: money.format(charge.amountCents / 100), list: money.format(charge.listCents / 100) })}</bdi>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Button onClick={() => void save()} loading={saving} data-testid="bundles-save">
        {t("saveBundles")}
      </Button>
    </div>
  );
}
