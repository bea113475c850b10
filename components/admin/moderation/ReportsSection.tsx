"use client";

import { StaffVideo } from "@/components/admin/StaffVideo";
import { useState } from "react";
import clsx from "clsx";
import { Gavel } from "lucide-react";
import { ADMIN_TEXT } from "../strings";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager } from "../ListParts";
import { QueueToolbar, useQueueDecision } from "../Queue";
import { frenchDateTime } from "../format";
import { DecideDialog } from "./DecideDialog";
import { decideReport, hoursSince, type QueuedReport, type ReportList } from "./moderation-api";

const T = ADMIN_TEXT.moderation;
const OVERDUE_HOURS = 24;

/** Signalements: open reports oldest first (age, red past 24 h), the content, its author and their history; a decision with a reason. */
export function ReportsSection() {
  const [status, setStatus] = useState<"open" | "decided">("open");
  const list = useAdminList<ReportList>("/api/admin/reports", { status });
  const [target, setTarget] = useState<QueuedReport | null>(null);
  const { busy, run } = useQueueDecision(list, T.failed);
  const reports = list.data?.reports ?? [];

  async function confirm(input: { action: string; reason: string; days?: number }) {
    if (!target) return;
    await run(() => decideReport(target._id, input), T.done, () => setTarget(null));
  }

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.reports}>
      <QueueToolbar
        list={list}
        statusLabel={T.statusFilter}
        statuses={["open", "decided"] as const}
        names={{ open: T.open, decided: T.decided }}
        status={status}
        onStatus={setStatus}
        searchLabel={T.search}
        searchPlaceholder={T.searchPlaceholder}
      />
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={reports.length === 0} emptyText={T.empty}>
        <ul className="space-y-4" data-testid="report-rows">
          {reports.map((r) => {
            const hours = hoursSince(r.createdAt);
            const overdue = r.status === "open" && hours > OVERDUE_HOURS;
            return (
              <li key={r._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="report-row" data-reference={r.reference}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-mono font-semibold" dir="ltr">{r.reference}</span>
                      <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{T.target[r.targetType] ?? r.targetType}</span>
                      <span className="rounded-full bg-warn/15 px-2 py-0.5 text-xs text-warn">{T.reason[r.reason] ?? r.reason}</span>
                      {r.held && <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs text-danger">{T.held}</span>}
                    </p>
                    <p className="text-xs text-subtle">
                      {frenchDateTime(r.createdAt)} ·{" "}
                      <span className={clsx(overdue && "font-semibold text-danger")} title={overdue ? T.overdue : undefined} data-overdue={overdue || undefined}>
                        {T.ageLabel} {T.age(hours)}
                      </span>
                    </p>
                  </div>
                  {r.status === "open" ? (
                    <button
                      type="button"
                      onClick={() => setTarget(r)}
                      className="inline-flex items-center gap-1.5 rounded-lg border border-accent/50 px-3 py-1.5 text-sm font-medium text-accent transition hover:bg-accent/10"
                      data-testid="decide-button"
                    >
                      <Gavel className="size-4" aria-hidden />
                      {T.decide}
                    </button>
                  ) : (
                    <p className="max-w-md text-sm text-muted">
                      {T.decision(T.action[r.decision?.action ?? ""] ?? "", r.decision?.reason ?? null)}
                      {r.appeal && <span className="ms-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs">{T.appeal[r.appeal.status]}</span>}
                    </p>
                  )}
                </div>
                <div className="mt-3 rounded-xl border border-line bg-canvas/40 p-3 text-sm">
                  {!r.content.exists ? (
                    <p className="text-subtle">{T.contentGone}</p>
                  ) : (
                    <>
                      {r.content.title && <p className="font-semibold" dir="auto">{r.content.title}</p>}
                      {r.content.text && <p className="mt-1 whitespace-pre-line break-words text-ink/90" dir="auto">{r.content.text}</p>}
                      {r.content.media && r.content.media.length > 0 && (
                        <div className="mt-2 flex flex-wrap gap-2">
                          {r.content.media.map((m) =>
                            m.type === "image" ? (
                              <img key={m.url} src={m.url} alt="" className="size-20 rounded-lg object-cover" loading="lazy" />
                            ) : (
                              <StaffVideo key={m.url} url={m.url} poster={m.poster} className="w-48" />
                            ),
                          )}
                        </div>
                      )}
                    </>
                  )}
                  {r.details && <p className="mt-2 border-t border-line pt-2 text-muted" dir="auto">« {r.details} »</p>}
                  {r.hashMatch && (
                    <p className="mt-2 border-t border-line pt-2">
                      {T.hashMatch(r.hashMatch.listName, r.hashMatch.distance)} ·{" "}
                      <a href={r.hashMatch.file} target="_blank" rel="noreferrer" className="underline">
                        {T.quarantinedFile}
                      </a>
                    </p>
                  )}
                </div>
                <div className="mt-3 grid gap-2 text-xs text-muted sm:grid-cols-2">
                  <p>
                    {T.author} :{" "}
                    {r.author ? (
                      <span dir="ltr">
                        @{r.author.username} · {T.statusAccount[r.author.accountStatus]}
                      </span>
                    ) : (
                      "—"
                    )}
                    <span className="block">{T.history(r.authorHistory.total)}</span>
                    {r.authorHistory.recent.slice(0, 3).map((h) => (
                      <span key={h._id} className="block text-subtle" dir="ltr">
                        {h.reference} · {T.reason[h.reason] ?? h.reason} · {h.action ? (T.action[h.action] ?? h.action) : T.open}
                      </span>
                    ))}
                  </p>
                  <p>
                    {T.reporter} : {r.reporter ? <span dir="ltr">@{r.reporter.username}</span> : T.anonymous(r.reporterEmail)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <DecideDialog
        key={target?._id ?? "none"}
        open={target !== null}
        title={target ? T.decideTitle(target.reference) : ""}
        actions={T.action}
        daysFor="suspend"
        reasonLabel={T.decisionReason}
        busy={busy}
        onConfirm={(input) => void confirm(input)}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}
