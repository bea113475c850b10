"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { CategoryAnswer } from "@/shared/answers/back-office";

/** Discover's category chips ("All" first; the categories the server rendered the page with); nothing when no category exists. */
export function CategoryFilter({ categories, value, onChange }: { categories: CategoryAnswer[]; value: string; onChange: (slug: string) => void }) {
  const t = useTranslations("Discover");
  if (categories.length === 0) return null;
  const chip = (slug: string, label: string) => (
    <button
      key={slug || "all"}
      type="button"
      aria-pressed={value === slug}
      onClick={() => onChange(slug)}
      className={clsx(
        "shrink-0 rounded-full border px-3 py-1.5 text-sm transition",
        value === slug ? "border-accent bg-accent/10 text-ink" : "border-line text-muted hover:border-accent/60 hover:text-ink",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="mt-6 flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t("categories")} data-testid="category-filter">
      {chip("", t("allCategories"))}
      {categories.map((c) => chip(c.slug, c.name))}
    </div>
  );
}
