"use client";

import { useCallback, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { CreatorsOnly } from "@/components/ui/CreatorsOnly";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/client/api-error";
import { formatCount } from "@/shared/format";
import { formatMoney, formatMoneyCompact } from "@/shared/money";
import { DASHBOARD_RANGES, type DashboardRange } from "@/shared/schemas/dashboard";
import { EARNING_KINDS, SUBSCRIBER_EVENTS, type DashboardAnswer } from "@/shared/answers/dashboard";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { card } from "@/components/ui/card-styles";
import { DashboardChart } from "./DashboardChart";
import { TopPosts } from "./TopPosts";
import { useDashboard } from "./useDashboard";

/** Theme colours of the series (app/globals.css). */
const EVENT_COLORS = { new: "--color-ok", renewed: "--color-accent-2", cancelled: "--color-warn", expired: "--color-danger" } as const;
const KIND_COLORS = { subscription: "--color-accent", tip: "--color-accent-2", post: "--color-ok", message: "--color-warn" } as const;

/** /dashboard: a creator's subscribers, earnings by source, best posts and free trials over a chosen range. */
export function DashboardView() {
  const t = useTranslations("Dashboard");
  const [range, setRange] = useState<DashboardRange>("30d");
  const { data, error, isLoading } = useDashboard(range);
  const creatorsOnly = error instanceof ApiError && error.code === "DASHBOARD_CREATORS_ONLY";

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-muted">{t("description")}</p>
        </div>
        {!creatorsOnly && (
          <div role="group" aria-label={t("rangeLabel")} className="inline-flex rounded-full border border-line bg-surface-2 p-1" data-testid="dashboard-range">
            {DASHBOARD_RANGES.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={range === r}
                onClick={() => setRange(r)}
                className={clsx("rounded-full px-3 py-1 text-sm font-medium transition", range === r ? "bg-accent/20 text-ink" : "text-muted hover:text-ink")}
              >
                {t(`range_${r}`)}
              </button>
            ))}
          </div>
        )}
      </header>
      {creatorsOnly ? (
        <CreatorsOnly title={t("creatorsOnlyTitle")} text={t("creatorsOnly")} action={t("creatorsOnlyAction")} testId="dashboard-creators-only" />
      ) : (
        <>
          {error && <ErrorBanner message={t("loadFailed")} />}
          {!data && isLoading && <PageSpinner />}
          {data && <Figures data={data} />}
          <p className="text-sm">
            <Link href="/earnings" className="font-medium text-accent hover:underline">
              {t("earningsLink")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

function Figures({ data }: { data: DashboardAnswer }) {
  const t = useTranslations("Dashboard");
  const locale = useLocale();
  const count = useCallback((n: number) => formatCount(locale, n), [locale]);
  const money = useCallback((n: number) => formatMoney(locale, n, data.currency), [locale, data.currency]);
  const compactMoney = useCallback((n: number) => formatMoneyCompact(locale, n, data.currency), [locale, data.currency]);
  const axisCount = useCallback((n: number) => (Number.isInteger(n) ? formatCount(locale, n) : ""), [locale]);
  const period = t(`period_${data.range}`);
  const dates = useMemo(() => data.subscribers.points.map((p) => p.date), [data]);
  const pointHeading = t(`col_${data.unit}`);

  const eventSeries = useMemo(
    () => SUBSCRIBER_EVENTS.map((e) => ({ label: t(`event_${e}`), color: EVENT_COLORS[e], values: data.subscribers.points.map((p) => p[e]) })),
    [data, t],
  );
  const kindSeries = useMemo(
    () => EARNING_KINDS.map((k) => ({ label: t(`kind_${k}`), color: KIND_COLORS[k], values: data.earnings.points.map((p) => p[k]) })),
    [data, t],
  );
  const pointTotal = (i: number) => money(EARNING_KINDS.reduce((sum, k) => sum + Math.round(data.earnings.points[i]![k] * 100), 0) / 100);
  const s = data.subscribers.totals;

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          { key: "statActive", value: count(data.subscribers.active), testId: "stat-active" },
          { key: "statNew", value: count(s.new), testId: "stat-new" },
          { key: "statEarned", value: money(data.earnings.total), testId: "stat-earned" },
          { key: "statTrials", value: t("trialsValue", { converted: count(data.trials.converted), claims: count(data.trials.claims) }), testId: "stat-trials" },
        ].map((c) => (
          <div key={c.key} className={clsx(card, "min-w-0")}>
            <dt className="text-sm font-medium text-muted">{t(c.key)}</dt>
            <dd className="mt-2 text-base font-semibold whitespace-nowrap tabular-nums min-[400px]:text-lg sm:text-xl" data-testid={c.testId}>
              {c.value}
            </dd>
          </div>
        ))}
      </dl>

      <DashboardChart
        id="subscribers"
        testId="dashboard-subscribers"
        title={t("subscribersTitle")}
        summary={t("subscribersSummary", { new: count(s.new), renewed: count(s.renewed), cancelled: count(s.cancelled), expired: count(s.expired), period })}
        dates={dates}
        series={eventSeries}
        kind="lines"
        axisValue={axisCount}
        cellValue={count}
        caption={t("subscribersCaption", { period })}
        pointHeading={pointHeading}
      />

      <DashboardChart
        id="earnings"
        testId="dashboard-earnings"
        title={t("earningsTitle")}
        summary={t("earningsSummary", { total: money(data.earnings.total), period })}
        dates={dates}
        series={kindSeries}
        kind="stacked"
        axisValue={compactMoney}
        cellValue={money}
        caption={t("earningsCaption", { period })}
        pointHeading={pointHeading}
        total={{ heading: t("colTotal"), of: pointTotal }}
      >
        <dl className="mt-4 grid grid-cols-1 gap-2 border-t border-line/60 pt-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
          {EARNING_KINDS.map((k) => (
            <div key={k} className="flex items-baseline justify-between gap-2 lg:block">
              <dt className="text-sm text-subtle">{t(`kind_${k}`)}</dt>
              <dd className="text-sm font-semibold tabular-nums" data-testid={`earned-${k}`}>
                {money(data.earnings.totals[k])}
              </dd>
            </div>
          ))}
        </dl>
      </DashboardChart>

      <TopPosts data={data.topPosts} period={period} />

      <section className={card} aria-labelledby="trials-title" data-testid="dashboard-trials">
        <h2 id="trials-title" className="text-lg font-semibold">
          {t("trialsTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("trialsHelp")}</p>
        {data.trials.claims === 0 ? (
          <p className="mt-3 text-sm text-subtle">{t("trialsNone")}</p>
        ) : (
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-subtle">{t("trialsClaims")}</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="trials-claims">
                {count(data.trials.claims)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-subtle">{t("trialsConverted")}</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="trials-converted">
                {count(data.trials.converted)}
              </dd>
            </div>
          </dl>
        )}
      </section>
    </>
  );
}
