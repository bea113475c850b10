"use client";

import { useMemo, useState } from "react";
import { useSWR } from "@/client/swr";
import { useLocale, useTranslations } from "next-intl";
import { X } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { COUNTRY_CODES, isRegionCode } from "@/shared/validation/countries";
import { intlLocale } from "@/shared/time/relative";

type GeoBlock = { countries: string[]; regions: string[] };

function Chip({ label, onRemove, removeLabel }: { label: string; onRemove: () => void; removeLabel: string }) {
  return (
    <li className="flex items-center gap-1 rounded-full border border-line bg-surface-2 py-1 ps-3 pe-1 text-sm">
      <span dir="auto">{label}</span>
      <button type="button" onClick={onRemove} aria-label={`${removeLabel} ${label}`} className="rounded-full p-1 text-muted hover:text-ink">
        <X className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}

/** The countries and regions the creator's profile and content are closed to (GET/PUT /api/users/geo-block). */
export function GeoBlockSettings() {
  const t = useTranslations("GeoBlock");
  const { data, error, mutate } = useSWR<GeoBlock>("/api/users/geo-block");
  if (error) return <ErrorBanner message={t("failed")} />;
  if (!data) return null;
  return <GeoBlockForm initial={data} onSaved={() => void mutate()} />;
}

function GeoBlockForm({ initial, onSaved }: { initial: GeoBlock; onSaved: () => void }) {
  const t = useTranslations("GeoBlock");
  const locale = useLocale();
  const [countries, setCountries] = useState<string[]>(initial.countries);
  const [regions, setRegions] = useState<string[]>(initial.regions);
  const [pick, setPick] = useState("");
  const [region, setRegion] = useState("");
  const [saving, setSaving] = useState(false);

  // country names in the page's language (Tunisian pages use Arabic names)
  const names = useMemo(() => new Intl.DisplayNames([intlLocale(locale)], { type: "region" }), [locale]);
  const name = (code: string) => names.of(code) ?? code;
  const options = useMemo(
    () => [...COUNTRY_CODES].map((code) => ({ code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [names, locale],
  );

  const addCountry = () => {
    if (pick && !countries.includes(pick)) setCountries([...countries, pick].sort());
    setPick("");
  };
  const regionCode = region.trim().toUpperCase();
  const addRegion = () => {
    if (!isRegionCode(regionCode)) return void toast.error(t("badRegion"));
    if (!regions.includes(regionCode)) setRegions([...regions, regionCode].sort());
    setRegion("");
  };

  async function save() {
    setSaving(true);
    try {
      await requestJson("/api/users/geo-block", { method: "PUT", body: JSON.stringify({ countries, regions }) });
      toast.success(t("saved"));
      onSaved();
    } catch (err) {
      toast.error(serverMessage(err, t("failed")));
    } finally {
      setSaving(false);
    }
  }

  const field = "min-w-0 flex-1 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink";
  return (
    <div className="space-y-5" data-testid="geo-block-settings">
      <div className="space-y-2">
        <label htmlFor="geo-country" className="text-sm font-medium">
          {t("countries")}
        </label>
        <div className="flex gap-2">
          <select id="geo-country" value={pick} onChange={(e) => setPick(e.target.value)} className={field}>
            <option value="">{t("chooseCountry")}</option>
            {options.map((o) => (
              <option key={o.code} value={o.code} disabled={countries.includes(o.code)}>
                {o.label}
              </option>
            ))}
          </select>
          <Button variant="secondary" onClick={addCountry} disabled={!pick}>
            {t("add")}
          </Button>
        </div>
        {countries.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("countries")}>
            {countries.map((c) => (
              <Chip key={c} label={name(c)} removeLabel={t("remove")} onRemove={() => setCountries(countries.filter((x) => x !== c))} />
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted">{t("noCountries")}</p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor="geo-region" className="text-sm font-medium">
          {t("regions")}
        </label>
        <p className="text-xs text-muted">{t("regionsHint")}</p>
        <div className="flex gap-2">
          <input
            id="geo-region"
            dir="ltr"
            value={region}
            maxLength={6}
            placeholder="US-TX"
            onChange={(e) => setRegion(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addRegion();
              }
            }}
            className={field}
          />
          <Button variant="secondary" onClick={addRegion} disabled={!regionCode}>
            {t("add")}
          </Button>
        </div>
        {regions.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t("regions")}>
            {regions.map((r) => (
              <Chip key={r} label={r} removeLabel={t("remove")} onRemove={() => setRegions(regions.filter((x) => x !== r))} />
            ))}
          </ul>
        )}
      </div>
      <Button onClick={() => void save()} loading={saving}>
        {t("save")}
      </Button>
    </div>
  );
}
