"use client";

import { useState } from "react";
import clsx from "clsx";
import { toast } from "@/client/toast";
import { Undo2 } from "lucide-react";
import { ApiError } from "@/client/api-error";
import type { AdminPaymentAnswer } from "@/shared/answers/money";
import { PAYMENT_KINDS, PAYMENT_STATUSES } from "@/shared/schemas/earnings";
import { inputClasses } from "@/components/ui/field-styles";
import { ADMIN_TEXT } from "../strings";
import { refundPayment, type AdminPaymentList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { NoteDialog } from "../NoteDialog";
import { frenchDateTime, frenchMoney } from "../format";

const T = ADMIN_TEXT.payments;
type Status = AdminPaymentAnswer["status"];

const BADGE: Record<Status, string> = {
  processing: "bg-surface-2 text-muted",
  requires_action: "bg-warn/15 text-warn",
  succeeded: "bg-ok/15 text-ok",
  failed: "bg-danger/15 text-danger",
  refunded: "bg-accent-2/15 text-accent-2",
  charged_back: "bg-danger/15 text-danger",
};
const person = (p: AdminPaymentAnswer["payer"]) => (p ? p.name || `@${p.username}` : T.deletedAccount);
const money = (p: AdminPaymentAnswer, amount = p.amount) => frenchMoney(amount, p.currency);

function Filter<V extends string>({ label, value, options, names, onChange }: { label: string; value: V | ""; options: readonly V[]; names: Record<V, string>; onChange: (v: V | "") => void }) {
  return (
    <label className="flex min-w-40 flex-col gap-1 text-xs font-medium text-subtle">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as V | "")} className={inputClasses(false, "h-10 px-3 text-sm")}>
        <option value="">{T.all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {names[o]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Paiements: every payment (payer, creator, amount, card, status, date), filtered and searched; succeeded ones can be refunded with a reason. */
export function PaymentsSection() {
  const [status, setStatus] = useState<Status | "">("");
  const [kind, setKind] = useState<(typeof PAYMENT_KINDS)[number] | "">("");
  const list = useAdminList<AdminPaymentList>("/api/admin/payments", { status, kind });
  const [refunding, setRefunding] = useState<AdminPaymentAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const payments = list.data?.payments ?? [];

  async function refund(reason: string) {
    if (!refunding) return;
    setBusy(true);
    try {
      await refundPayment(refunding._id, reason);
      toast.success(T.refunded);
      setRefunding(null);
      await list.mutate();
    } catch (err) {
      toast.error(T.refundFailed(err instanceof ApiError || err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  const badge = (p: AdminPaymentAnswer) => <span className={clsx("whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", BADGE[p.status])}>{T.status[p.status]}</span>;
  const refundButton = (p: AdminPaymentAnswer) =>
    p.status === "succeeded" ? (
      <button
        type="button"
        onClick={() => setRefunding(p)}
        aria-label={T.refundLabel(person(p.payer), money(p))}
        className="inline-flex items-center gap-1.5 rounded-lg border border-danger/40 px-3 py-1.5 text-sm font-medium text-danger transition hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Undo2 className="size-4" aria-hidden />
        {T.refund}
      </button>
    ) : null;

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.payments}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
        <Filter label={T.statusFilter} value={status} options={PAYMENT_STATUSES} names={T.status} onChange={(v) => { setStatus(v); list.setPage(1); }} />
        <Filter label={T.kindFilter} value={kind} options={PAYMENT_KINDS} names={T.kind} onChange={(v) => { setKind(v); list.setPage(1); }} />
      </div>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={payments.length === 0} emptyText={T.empty}>
        <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface md:block">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-xs uppercase tracking-wide text-subtle">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.payer}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.creator}</th>
                <th scope="col" className="px-4 py-3 text-end font-medium">{T.amount}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.card}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.statusColumn}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.date}</th>
                <th scope="col" className="px-4 py-3 text-end font-medium">{T.actions}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line" data-testid="payment-rows">
              {payments.map((p) => (
                <tr key={p._id} className="align-top transition hover:bg-surface-2/60">
                  <td className="px-4 py-3">
                    <span className="block font-medium whitespace-nowrap">{person(p.payer)}</span>
                    {p.payer && <span className="block text-xs text-subtle" dir="ltr">@{p.payer.username}</span>}
                  </td>
                  <td className="px-4 py-3">
                    <span className="block whitespace-nowrap">{person(p.creator)}</span>
                    {p.creator && <span className="block text-xs text-subtle" dir="ltr">@{p.creator.username}</span>}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-end">
                    <span className="block font-semibold tabular-nums">{money(p)}</span>
                    <span className="block text-xs text-subtle">{T.kind[p.kind]} · {T.fee(money(p, p.fee))}</span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted" dir="ltr">{p.card.brand} •••• {p.card.last4}</td>
                  <td className="px-4 py-3">
                    {badge(p)}
                    {p.refundReason && <span className="mt-1 block max-w-48 text-xs break-words text-subtle">{T.reasonShown(p.refundReason)}</span>}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-subtle">{frenchDateTime(p.createdAt)}</td>
                  <td className="px-4 py-3 text-end">{refundButton(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-3 md:hidden">
          {payments.map((p) => (
            <li key={p._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="payment-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{person(p.payer)}</p>
                  <p className="text-sm break-words text-muted">→ {person(p.creator)}</p>
                  <p className="mt-1 text-xs text-subtle">{T.kind[p.kind]} · <bdi dir="ltr">{p.card.brand} •••• {p.card.last4}</bdi></p>
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{money(p)}</p>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                {badge(p)}
                <span className="text-xs text-subtle">{frenchDateTime(p.createdAt)}</span>
              </div>
              {p.refundReason && <p className="mt-1 text-xs break-words text-subtle">{T.reasonShown(p.refundReason)}</p>}
              {p.status === "succeeded" && <div className="mt-3">{refundButton(p)}</div>}
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <NoteDialog
        key={refunding?._id ?? "none"}
        open={refunding !== null}
        title={T.refundTitle}
        message={refunding ? T.refundMessage(money(refunding), person(refunding.payer)) : ""}
        label={T.reason}
        confirmLabel={T.refund}
        requiredMessage={T.reasonRequired}
        minLength={3}
        danger
        busy={busy}
        onConfirm={(reason) => void refund(reason)}
        onCancel={() => setRefunding(null)}
      />
    </section>
  );
}
