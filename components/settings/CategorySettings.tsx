"use client";

import clsx from "clsx";
import { Check } from "lucide-react";
import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { MAX_CREATOR_CATEGORIES } from "@/shared/schemas/back-office";
import type { CategoryAnswer } from "@/shared/answers/back-office";

type List = { success: true; categories: CategoryAnswer[] };

/** The creator's categories (at most 3): shown on /categories and used by discover's filter. */
export function CategorySettings() {
  const t = useTranslations("Settings");
  const all = useSWR<List>("/api/categories");
  const mine = useSWR<List>("/api/users/categories");
  if (!all.data || !mine.data) {
    return all.error || mine.error ? <p className="text-sm text-danger">{t("categoriesLoadFailed")}</p> : <Spinner className="size-5 text-accent" />;
  }
  const saved = mine.data.categories.map((c) => c.slug);
  return <CategoryPicker key={saved.join(",")} all={all.data.categories} saved={saved} onSaved={(body) => void mine.mutate(body, { revalidate: false })} />;
}

function CategoryPicker({ all, saved, onSaved }: { all: CategoryAnswer[]; saved: string[]; onSaved: (body: List) => void }) {
  const t = useTranslations("Settings");
  const [chosen, setChosen] = useState<string[]>(saved);
  const [saving, setSaving] = useState(false);
  const changed = chosen.length !== saved.length || chosen.some((s) => !saved.includes(s));
  const full = chosen.length >= MAX_CREATOR_CATEGORIES;

  async function save() {
    setSaving(true);
    try {
      const body = await requestJson<List>("/api/users/categories", { method: "PUT", body: JSON.stringify({ categories: chosen }) });
      toast.success(t("categoriesSaved"));
      onSaved(body);
    } catch (err) {
      toast.error(serverMessage(err, t("categoriesSaveFailed")));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      {all.length === 0 ? (
        <p className="text-sm text-muted">{t("categoriesNone")}</p>
      ) : (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("categoriesTitle")}>
          {all.map((c) => {
            const on = chosen.includes(c.slug);
            return (
              <button
                key={c._id}
                type="button"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => setChosen(on ? chosen.filter((s) => s !== c.slug) : [...chosen, c.slug])}
                className={clsx(
                  "flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition disabled:cursor-not-allowed disabled:opacity-50",
                  on ? "border-accent bg-accent/10 text-ink" : "border-line text-muted hover:border-accent/60 hover:text-ink",
                )}
              >
                {on && <Check className="size-3.5 text-accent" aria-hidden />}
                {c.name}
              </button>
            );
          })}
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-subtle" aria-live="polite">
          {t("categoriesCount", { count: chosen.length, max: MAX_CREATOR_CATEGORIES })}
        </p>
        <Button onClick={() => void save()} disabled={!changed} loading={saving}>
          {t("categoriesSave")}
        </Button>
      </div>
    </div>
  );
}
