"use client";

import { useLocale, useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { formatCount } from "@/shared/format";

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / 'page / total' / next; shown only when there is more than one page. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  const t = useTranslations("Subscriptions");
  const locale = useLocale();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex items-center justify-center gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t("previous")}>
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        <span className="hidden sm:inline">{t("previous")}</span>
      </Button>
      <span className="text-sm text-muted" data-testid="page-label" aria-live="polite">
        {formatCount(locale, page)} / {formatCount(locale, pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label={t("next")}>
        <span className="hidden sm:inline">{t("next")}</span>
        <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
