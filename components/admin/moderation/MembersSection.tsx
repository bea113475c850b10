"use client";

import { useState } from "react";
import clsx from "clsx";
import { useSWR } from "@/client/swr";
import { toast } from "@/client/toast";
import { Dialog } from "@/components/ui/Dialog";
import { formatMoney } from "@/shared/money";
import { ADMIN_TEXT } from "../strings";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { frenchDateTime, frenchShortDate } from "../format";
import { DecideDialog } from "./DecideDialog";
import { MemberPrivacy } from "./MemberPrivacy";
import { setCreatorTrusted } from "../admin-api";
import { setMemberStatus, type AdminMember, type MemberDetail, type MemberList } from "./moderation-api";

const T = ADMIN_TEXT.members;
const M = ADMIN_TEXT.moderation;
const PAY = ADMIN_TEXT.payments;
const STATUS_BADGE: Record<string, string> = { active: "bg-ok/15 text-ok", restricted: "bg-warn/15 text-warn", suspended: "bg-danger/15 text-danger", banned: "bg-danger/25 text-danger" };
type StatusStep = { member: AdminMember; status: "active" | "restricted" | "suspended" | "banned"; label: string };

/** Membres: search members; one member's reports, posts and payments; suspend, ban, restrict, restore; mark trusted. */
export function MembersSection({ openFirst = null }: { openFirst?: string | null } = {}) {
  const list = useAdminList<MemberList>("/api/admin/users");
  // `openFirst`: a member to show at once (a suspect opened from Fuites)
  const [openId, setOpenId] = useState<string | null>(openFirst);
  const detail = useSWR<MemberDetail>(openId ? `/api/admin/users/${openId}` : null);
  const [step, setStep] = useState<StatusStep | null>(null);
  const [busy, setBusy] = useState(false);
  const members = list.data?.members ?? [];

  async function refresh() {
    await Promise.all([list.mutate(), detail.mutate()]);
  }

  async function confirm(input: { reason: string; days?: number }) {
    if (!step) return;
    setBusy(true);
    try {
      await setMemberStatus(step.member._id, { status: step.status, reason: input.reason, ...(input.days ? { days: input.days } : {}) });
      toast.success(T.done);
      setStep(null);
      await refresh();
    } catch (err) {
      toast.error(M.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  async function trust(member: AdminMember) {
    try {
      await setCreatorTrusted(member._id, !member.trusted);
      toast.success(T.trustDone);
      await refresh();
    } catch (err) {
      toast.error(M.failed(err instanceof Error ? err.message : String(err)));
    }
  }

  const m = detail.data?.member;
  const actions = (member: AdminMember) => (
    <div className="flex flex-wrap gap-2">
      {member.accountStatus !== "active" && (
        <button type="button" className="rounded-lg border border-ok/40 px-3 py-1.5 text-sm text-ok hover:bg-ok/10" onClick={() => setStep({ member, status: "active", label: T.restore })}>
          {T.restore}
        </button>
      )}
      {member.accountStatus === "active" && (
        <button type="button" className="rounded-lg border border-warn/40 px-3 py-1.5 text-sm text-warn hover:bg-warn/10" onClick={() => setStep({ member, status: "restricted", label: T.restrict })}>
          {T.restrict}
        </button>
      )}
      {member.accountStatus !== "suspended" && member.accountStatus !== "banned" && (
        <button type="button" className="rounded-lg border border-danger/40 px-3 py-1.5 text-sm text-danger hover:bg-danger/10" onClick={() => setStep({ member, status: "suspended", label: T.suspend })}>
          {T.suspend}
        </button>
      )}
      {member.accountStatus !== "banned" && (
        <button type="button" className="rounded-lg border border-danger/60 px-3 py-1.5 text-sm font-medium text-danger hover:bg-danger/10" onClick={() => setStep({ member, status: "banned", label: T.ban })}>
          {T.ban}
        </button>
      )}
      <button type="button" className="rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-surface-2" onClick={() => void trust(member)}>
        {member.trusted ? T.untrust : T.trust}
      </button>
    </div>
  );

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.members}>
      <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={members.length === 0} emptyText={T.empty}>
        <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface" data-testid="member-rows">
          {members.map((u) => (
            <li key={u._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{u.name}</span>
                  <span className="text-sm text-subtle" dir="ltr">@{u.username}</span>
                  <span className={clsx("rounded-full px-2 py-0.5 text-xs", STATUS_BADGE[u.accountStatus])}>{M.statusAccount[u.accountStatus]}</span>
                  {u.hidden && <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs text-danger">{T.hidden}</span>}
                  {u.trusted && <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">{T.trusted}</span>}
                </p>
                <p className="truncate text-xs text-subtle" dir="ltr">
                  {u.email} · {u.creator ? T.creator : T.fan} · {T.joined} {frenchShortDate(u.createdAt)}
                </p>
              </div>
              <button type="button" aria-label={T.openLabel(u.username)} className="rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-surface-2" onClick={() => setOpenId(u._id)}>
                {T.open}
              </button>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <Dialog open={openId !== null} onClose={() => setOpenId(null)} title={m ? `@${m.username}` : "…"} closeLabel={T.close} className="max-w-2xl" sheetOnMobile>
        {detail.data && m && (
          <div className="space-y-5 overflow-y-auto p-5 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{m.name}</span>
              <span className="text-subtle" dir="ltr">{m.email}</span>
              <span className={clsx("rounded-full px-2 py-0.5 text-xs", STATUS_BADGE[m.accountStatus])}>{M.statusAccount[m.accountStatus]}</span>
              {m.suspendedUntil && m.accountStatus === "suspended" && <span className="text-xs text-subtle">→ {frenchDateTime(m.suspendedUntil)}</span>}
            </p>
            {actions(m)}
            <MemberPrivacy member={m} onErased={refresh} />
            <div>
              <h3 className="mb-1 font-semibold">{T.reports}</h3>
              {detail.data.reports.length === 0 ? (
                <p className="text-subtle">{T.none}</p>
              ) : (
                <ul className="space-y-1">
                  {detail.data.reports.map((r) => (
                    <li key={r._id}>
                      <span className="font-mono" dir="ltr">{r.reference}</span> · {M.reason[r.reason] ?? r.reason} · {r.action ? (M.action[r.action] ?? r.action) : M.open}
                      {r.decisionReason && <span className="text-subtle"> — {r.decisionReason}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="mb-1 font-semibold">{T.posts}</h3>
              {detail.data.posts.length === 0 ? (
                <p className="text-subtle">{T.none}</p>
              ) : (
                <ul className="space-y-1">
                  {detail.data.posts.map((p) => (
                    <li key={p._id}>
                      <span dir="auto">{p.title}</span> <span className="text-subtle">· {T.postStatus[p.status] ?? p.status} · {frenchShortDate(p.publishedAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="mb-1 font-semibold">{T.payments}</h3>
              {detail.data.payments.length === 0 ? (
                <p className="text-subtle">{T.none}</p>
              ) : (
                <ul className="space-y-1">
                  {detail.data.payments.map((p) => (
                    <li key={p._id}>
                      {formatMoney("fr", p.amountCents / 100, p.currency)} · {PAY.kind[p.kind as keyof typeof PAY.kind] ?? p.kind} · {p.direction === "paid" ? T.paid : T.received} ·{" "}
                      {PAY.status[p.status as keyof typeof PAY.status] ?? p.status}{" "}
                      <span className="text-subtle">· {frenchShortDate(p.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <DecideDialog
        key={step ? `${step.member._id}-${step.status}` : "none"}
        open={step !== null}
        title={step ? T.statusTitle(step.label, step.member.username) : ""}
        message={T.statusMessage}
        actions={{ [step?.status ?? "active"]: step?.label ?? "" }}
        daysFor="suspended"
        reasonLabel={T.reason}
        busy={busy}
        onConfirm={(input) => void confirm(input)}
        onCancel={() => setStep(null)}
      />
    </section>
  );
}
