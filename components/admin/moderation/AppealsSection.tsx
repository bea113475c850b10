"use client";

import { useState } from "react";
import { toast } from "@/client/toast";
import { ADMIN_TEXT } from "../strings";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { StatusFilter } from "../StatusFilter";
import { frenchDateTime } from "../format";
import { DecideDialog } from "./DecideDialog";
import { decideAppeal, hoursSince, type AppealList, type QueuedAppeal } from "./moderation-api";

const T = ADMIN_TEXT.appeals;
const M = ADMIN_TEXT.moderation;
type Pending = { appeal: QueuedAppeal; outcome: "upheld" | "overturned" };

/** Appels: open appeals oldest first, each with the decision contested; upheld or overturned with a reason. */
export function AppealsSection() {
  const [status, setStatus] = useState<"open" | "decided">("open");
  const list = useAdminList<AppealList>("/api/admin/appeals", { status });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const appeals = list.data?.appeals ?? [];

  async function confirm(reason: string) {
    if (!pending) return;
    setBusy(true);
    try {
      await decideAppeal(pending.appeal._id, { outcome: pending.outcome, reason });
      toast.success(T.done);
      setPending(null);
      await list.mutate();
    } catch (err) {
      toast.error(M.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.appeals}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <StatusFilter
          label={M.statusFilter}
          statuses={["open", "decided"] as const}
          names={{ open: M.open, decided: M.decided }}
          value={status}
          onChange={(s) => {
            setStatus(s);
            list.setPage(1);
          }}
        />
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      </div>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={appeals.length === 0} emptyText={T.empty}>
        <ul className="space-y-4" data-testid="appeal-rows">
          {appeals.map((a) => (
            <li key={a._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="appeal-row">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="space-y-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono font-semibold" dir="ltr">{a.report.reference}</span>
                    <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{M.target[a.report.targetType] ?? a.report.targetType}</span>
                    {a.author && <span dir="ltr" className="text-muted">@{a.author.username}</span>}
                  </p>
                  <p className="text-xs text-subtle">
                    {frenchDateTime(a.createdAt)} · {M.ageLabel} {M.age(hoursSince(a.createdAt))}
                  </p>
                </div>
                {a.status === "open" ? (
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => setPending({ appeal: a, outcome: "upheld" })} className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2">
                      {T.uphold}
                    </button>
                    <button type="button" onClick={() => setPending({ appeal: a, outcome: "overturned" })} className="rounded-lg border border-ok/40 px-3 py-1.5 text-sm font-medium text-ok hover:bg-ok/10">
                      {T.overturn}
                    </button>
                  </div>
                ) : (
                  <p className="text-sm text-muted">
                    {T.outcome[a.outcome ?? ""]}
                    {a.decisionReason && ` — ${a.decisionReason}`}
                  </p>
                )}
              </div>
              <p className="mt-3 text-xs text-subtle">{T.decisionAppealed}</p>
              <p className="text-sm">{M.decision(M.action[a.report.action ?? ""] ?? "", a.report.decisionReason)}</p>
              <p className="mt-3 text-xs text-subtle">{T.message}</p>
              <p className="whitespace-pre-line break-words text-sm" dir="auto">{a.message}</p>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <DecideDialog
        key={pending ? `${pending.appeal._id}-${pending.outcome}` : "none"}
        open={pending !== null}
        title={pending?.outcome === "overturned" ? T.overturnedTitle : T.upheldTitle}
        message={pending?.outcome === "overturned" ? T.overturnedMessage : T.upheldMessage}
        actions={{ [pending?.outcome ?? "upheld"]: "" }}
        reasonLabel={T.reason}
        busy={busy}
        onConfirm={({ reason }) => void confirm(reason)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
