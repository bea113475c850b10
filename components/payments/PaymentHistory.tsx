"use client";

import { useSWRInfinite } from "@/client/swr-infinite";
import clsx from "clsx";
import { CreditCard, Receipt } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { serverMessage } from "@/client/api-error";
import { formatDate } from "@/shared/format";
import { useMoney } from "./money";
import type { PaymentItem, PaymentList } from "./types";

export const PAYMENTS_PAGE_SIZE = 10;

const pageKey = (index: number, previous: PaymentList | null) =>
  previous && (previous.pagination ? previous.pagination.page >= previous.pagination.pages : previous.payments.length < PAYMENTS_PAGE_SIZE)
    ? null
    : `/api/users/payments?page=${index + 1}&limit=${PAYMENTS_PAGE_SIZE}`;

const STATUS_STYLE: Record<PaymentItem["status"], string> = {
  succeeded: "text-ok bg-ok/10 border-ok/30",
  processing: "text-muted bg-surface-2 border-line",
  requires_action: "text-warn bg-warn/10 border-warn/30",
  failed: "text-danger bg-danger/10 border-danger/30",
  refunded: "text-muted bg-surface-2 border-line",
  charged_back: "text-muted bg-surface-2 border-line",
};

/** Settings, Payments: what the fan paid (GET /api/users/payments), newest first, 10 at a time. */
export function PaymentHistory() {
  const t = useTranslations("Payments");
  const { data, error, isLoading, size, setSize, isValidating } = useSWRInfinite<PaymentList>(pageKey, { shouldRetryOnError: false });
  const pages = data ?? [];
  const payments = pages.flatMap((p) => p.payments);
  const last = pages[pages.length - 1];
  const more = last ? (last.pagination ? last.pagination.page < last.pagination.pages : last.payments.length === PAYMENTS_PAGE_SIZE) : false;

  if (isLoading) {
    return (
      <div className="flex justify-center py-6 text-accent">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (error && payments.length === 0) return <ErrorBanner message={serverMessage(error, t("loadFailed"))} />;
  if (payments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-4 py-10 text-center" data-testid="payments-empty">
        <Receipt className="size-8 text-subtle" aria-hidden />
        <p className="text-sm text-muted">{t("empty")}</p>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-line/60" data-testid="payment-list">
        {payments.map((p) => (
          <PaymentRow key={p._id} payment={p} />
        ))}
      </ul>
      {more && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" size="sm" loading={isValidating && size > pages.length} onClick={() => void setSize(size + 1)}>
            {t("more")}
          </Button>
        </div>
      )}
    </div>
  );
}

function PaymentRow({ payment: p }: { payment: PaymentItem }) {
  const t = useTranslations("Payments");
  const locale = useLocale();
  const money = useMoney();
  const what = p.kind === "subscription" && p.renewal ? t("kind_renewal") : t(`kind_${p.kind}`);
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="payment-row">
      <div className="min-w-0">
        <p className="font-semibold">
          {what}
          {p.creator && (
            <span className="ms-1.5 font-normal text-muted">
              <bdi dir="ltr">@{p.creator.username}</bdi>
            </span>
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
          <time dateTime={p.createdAt}>{formatDate(locale, p.createdAt)}</time>
          {p.card?.last4 && (
            <span className="inline-flex items-center gap-1">
              <CreditCard className="size-3.5" aria-hidden />
              <span>{p.card.brand}</span>
              <bdi dir="ltr">•••• {p.card.last4}</bdi>
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="font-semibold" data-testid="payment-amount">
          <bdi>{money.format(p.amount, p.currency)}</bdi>
        </p>
        <span className={clsx("rounded-full border px-2 py-0.5 text-xs font-semibold", STATUS_STYLE[p.status])} data-testid="payment-status">
          {t(`status_${p.status}`)}
        </span>
      </div>
    </li>
  );
}
