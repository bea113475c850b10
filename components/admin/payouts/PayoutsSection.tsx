"use client";

import { useState } from "react";
import clsx from "clsx";
import { toast } from "@/client/toast";
import { Check, X } from "lucide-react";
import { ApiError } from "@/client/api-error";
import type { AdminPayoutAnswer } from "@/shared/answers/money";
import { PAYOUT_STATUSES } from "@/shared/schemas/earnings";
import { ADMIN_TEXT } from "../strings";
import { decidePayout, type AdminPayoutList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager } from "../ListParts";
import { NoteDialog } from "../NoteDialog";
import { frenchDateTime, frenchMoney } from "../format";

const T = ADMIN_TEXT.payouts;
type Status = (typeof PAYOUT_STATUSES)[number];
type Decision = { payout: AdminPayoutAnswer; status: "sent" | "failed" };

const BADGE: Record<Status, string> = { pending: "bg-warn/15 text-warn", sent: "bg-ok/15 text-ok", failed: "bg-danger/15 text-danger" };
const who = (p: AdminPayoutAnswer) => p.creator?.name || (p.creator ? `@${p.creator.username}` : T.deletedAccount);
const money = (p: AdminPayoutAnswer) => frenchMoney(p.amount, p.currency);

/** Versements: the queue of payouts (pending oldest first), marked sent or failed with a note. */
export function PayoutsSection() {
  const [status, setStatus] = useState<Status>("pending");
  const list = useAdminList<AdminPayoutList>("/api/admin/payouts", { status });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const payouts = list.data?.payouts ?? [];

  async function confirm(note: string) {
    if (!decision) return;
    setBusy(true);
    try {
      await decidePayout(decision.payout._id, decision.status, note);
      toast.success(T.done[decision.status]);
      setDecision(null);
      await list.mutate();
    } catch (err) {
      toast.error(T.failedToDecide(err instanceof ApiError || err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  const actions = (p: AdminPayoutAnswer) =>
    p.status === "pending" ? (
      <div className="flex flex-wrap justify-end gap-2 lg:flex-nowrap">
        <button
          type="button"
          onClick={() => setDecision({ payout: p, status: "sent" })}
          aria-label={T.markSentLabel(who(p), money(p))}
          className="inline-flex items-center gap-1.5 rounded-lg border border-ok/40 px-3 py-1.5 text-sm font-medium text-ok transition hover:bg-ok/10 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Check className="size-4" aria-hidden />
          {T.markSent}
        </button>
        <button
          type="button"
          onClick={() => setDecision({ payout: p, status: "failed" })}
          aria-label={T.markFailedLabel(who(p), money(p))}
          className="inline-flex items-center gap-1.5 rounded-lg border border-danger/40 px-3 py-1.5 text-sm font-medium text-danger transition hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <X className="size-4" aria-hidden />
          {T.markFailed}
        </button>
      </div>
    ) : null;

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.payouts}>
      <div role="group" aria-label={T.statusFilter} className="flex flex-wrap gap-2">
        {PAYOUT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              list.setPage(1);
            }}
            className={clsx(
              "rounded-full border px-4 py-1.5 text-sm font-medium transition",
              status === s ? "border-accent bg-accent/15 text-ink" : "border-line text-muted hover:text-ink",
            )}
          >
            {T.status[s]}
          </button>
        ))}
      </div>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={payouts.length === 0} emptyText={T.empty}>
        <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface md:block">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-xs uppercase tracking-wide text-subtle">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.creator}</th>
                <th scope="col" className="px-4 py-3 text-end font-medium">{T.amount}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.method}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{status === "pending" ? T.requested : T.decided}</th>
                {status === "pending" ? (
                  <th scope="col" className="px-4 py-3 text-end font-medium">{T.actions}</th>
                ) : (
                  <th scope="col" className="px-4 py-3 text-start font-medium">{T.note}</th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line" data-testid="payout-rows">
              {payouts.map((p) => (
                <tr key={p._id} className="transition hover:bg-surface-2/60">
                  <td className="px-4 py-3">
                    <span className="block font-medium">{who(p)}</span>
                    {p.creator && <span className="block text-xs text-subtle" dir="ltr">@{p.creator.username} · {p.creator.email}</span>}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums">{money(p)}</td>
                  <td className="px-4 py-3 text-muted"><bdi dir="ltr">{p.method}</bdi></td>
                  <td className="whitespace-nowrap px-4 py-3 text-subtle">{frenchDateTime(status === "pending" ? p.createdAt : (p.decidedAt ?? p.createdAt))}</td>
                  {p.status === "pending" ? (
                    <td className="px-4 py-3">{actions(p)}</td>
                  ) : (
                    <td className="max-w-64 px-4 py-3 text-muted">
                      <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium", BADGE[p.status])}>{T.badge[p.status]}</span>
                      {p.note && <span className="ms-2 break-words">{p.note}</span>}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-3 md:hidden">
          {payouts.map((p) => (
            <li key={p._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="payout-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{who(p)}</p>
                  {p.creator && <p className="truncate text-xs text-subtle" dir="ltr">@{p.creator.username}</p>}
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{money(p)}</p>
              </div>
              <p className="mt-2 truncate text-sm text-muted" dir="ltr">{p.method}</p>
              <p className="mt-1 text-xs text-subtle">{frenchDateTime(p.createdAt)}</p>
              {p.status !== "pending" && (
                <p className="mt-2 text-sm text-muted">
                  <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium", BADGE[p.status])}>{T.badge[p.status]}</span>
                  {p.note && <span className="ms-2">{p.note}</span>}
                </p>
              )}
              {p.status === "pending" && <div className="mt-3">{actions(p)}</div>}
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <NoteDialog
        key={decision ? `${decision.payout._id}-${decision.status}` : "none"}
        open={decision !== null}
        title={decision?.status === "failed" ? T.failedTitle : T.sentTitle}
        message={decision ? (decision.status === "sent" ? T.sentMessage(money(decision.payout), decision.payout.method) : T.failedMessage(money(decision.payout))) : ""}
        label={decision?.status === "failed" ? T.failedNote : T.sentNote}
        confirmLabel={decision?.status === "failed" ? T.markFailed : T.markSent}
        requiredMessage={decision?.status === "failed" ? T.failedNoteRequired : undefined}
        danger={decision?.status === "failed"}
        busy={busy}
        onConfirm={(note) => void confirm(note)}
        onCancel={() => setDecision(null)}
      />
    </section>
  );
}
