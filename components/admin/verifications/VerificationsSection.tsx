"use client";

import { useState } from "react";
import clsx from "clsx";
import { toast } from "@/client/toast";
import { Check, X } from "lucide-react";
import { ApiError } from "@/client/api-error";
import { CHECK_KINDS, CHECK_STATUSES } from "@/shared/schemas/identity";
import { ADMIN_TEXT } from "../strings";
import { decideVerification, type AdminIdentityCheck, type AdminVerificationList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { StatusFilter } from "../StatusFilter";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { NoteDialog } from "../NoteDialog";
import { ConfirmDialog } from "../ConfirmDialog";
import { frenchDateTime } from "../format";

const T = ADMIN_TEXT.verifications;
type Kind = (typeof CHECK_KINDS)[number];
type Status = (typeof CHECK_STATUSES)[number];
type Decision = { check: AdminIdentityCheck; action: "approve" | "reject" };

const BADGE: Record<Status, string> = { pending: "bg-warn/15 text-warn", approved: "bg-ok/15 text-ok", rejected: "bg-danger/15 text-danger" };
const who = (c: AdminIdentityCheck) => c.legalName || c.user.name || `@${c.user.username}`;

/** The documents of a check: thumbnails through their 5-minute signed links (the admin cookie goes with them). */
function Documents({ check }: { check: AdminIdentityCheck }) {
  if (check.documentsDeletedAt) return <p className="text-xs text-subtle">{T.documentsDeleted}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={T.documents}>
      {check.documents.map((d) => (
        <li key={d._id}>
          <a
            href={d.url}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={T.openDocument(T.purpose[d.purpose] ?? d.purpose, who(check))}
            className="block overflow-hidden rounded-lg border border-line bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
          >
            {/* private, short-lived, admin-only bytes: a plain img, never through an image optimiser */}
            <img src={d.url} alt="" loading="lazy" referrerPolicy="no-referrer" className="h-20 w-28 object-cover" />
            <span className="block px-2 py-1 text-xs text-muted">{T.purpose[d.purpose] ?? d.purpose}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Vérifications: creators' identity and fans' age checks, pending oldest first, approved or refused with a reason. */
export function VerificationsSection() {
  const [kind, setKind] = useState<Kind>("creator");
  const [status, setStatus] = useState<Status>("pending");
  const list = useAdminList<AdminVerificationList>("/api/admin/verifications", { kind, status });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = list.data?.verifications ?? [];
  const counts = list.data?.counts;

  async function decide(reason = "") {
    if (!decision) return;
    setBusy(true);
    try {
      await decideVerification(decision.check.user._id, decision.check.kind, decision.action, reason);
      toast.success(T.done[decision.action === "approve" ? "approved" : "rejected"]);
      setDecision(null);
      await list.mutate();
    } catch (err) {
      toast.error(T.failedToDecide(err instanceof ApiError || err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.verifications}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <StatusFilter
          label={T.kindFilter}
          statuses={CHECK_KINDS}
          value={kind}
          names={T.kind}
          count={(k) => (k === "creator" ? counts?.pendingVerifications : counts?.pendingAgeChecks)}
          onChange={(k) => {
            setKind(k);
            list.setPage(1);
          }}
        />
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      </div>
      <StatusFilter
        label={T.statusFilter}
        statuses={CHECK_STATUSES}
        value={status}
        names={T.status}
        onChange={(s) => {
          setStatus(s);
          list.setPage(1);
        }}
      />
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={checks.length === 0} emptyText={T.empty}>
        <ul className="space-y-3" data-testid="verification-rows">
          {checks.map((c) => (
            <li key={c._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="verification-card">
              <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0 space-y-2">
                  <div>
                    <p className="font-semibold">{who(c)}</p>
                    <p className="truncate text-xs text-subtle" dir="ltr">
                      @{c.user.username} · {c.user.email}
                    </p>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    {c.kind === "creator" && (
                      <>
                        <dt className="text-subtle">{T.dateOfBirth}</dt>
                        <dd dir="ltr" className="text-start">{c.dateOfBirth}</dd>
                        <dt className="text-subtle">{T.country}</dt>
                        <dd dir="ltr" className="text-start">{c.country}</dd>
                      </>
                    )}
                    <dt className="text-subtle">{T.declared}</dt>
                    <dd dir="ltr" className="text-start">{c.user.declaredDateOfBirth}</dd>
                    <dt className="text-subtle">{c.status === "pending" ? T.submitted : T.decided}</dt>
                    <dd>{frenchDateTime(c.status === "pending" ? c.submittedAt : (c.decidedAt ?? c.submittedAt))}</dd>
                  </dl>
                  {c.status !== "pending" && (
                    <p className="text-sm text-muted">
                      <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium", BADGE[c.status])}>{T.badge[c.status]}</span>
                      {c.reason && <span className="ms-2 break-words">{c.reason}</span>}
                    </p>
                  )}
                </div>
                <Documents check={c} />
              </div>
              {c.status === "pending" && (
                <div className="mt-4 flex flex-wrap justify-end gap-2">
                  <button
                    type="button"
                    onClick={() => setDecision({ check: c, action: "approve" })}
                    aria-label={T.approveLabel(who(c))}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-ok/40 px-3 py-1.5 text-sm font-medium text-ok transition hover:bg-ok/10 focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <Check className="size-4" aria-hidden />
                    {T.approve}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDecision({ check: c, action: "reject" })}
                    aria-label={T.rejectLabel(who(c))}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-danger/40 px-3 py-1.5 text-sm font-medium text-danger transition hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <X className="size-4" aria-hidden />
                    {T.reject}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <ConfirmDialog
        open={decision?.action === "approve"}
        message={decision ? T.approveMessage(who(decision.check), decision.check.kind) : ""}
        confirmLabel={T.approve}
        busy={busy}
        onConfirm={() => void decide()}
        onCancel={() => setDecision(null)}
      />
      <NoteDialog
        key={decision ? `${decision.check._id}-${decision.action}` : "none"}
        open={decision?.action === "reject"}
        title={T.rejectTitle}
        message={decision ? T.rejectMessage(who(decision.check)) : ""}
        label={T.rejectNote}
        confirmLabel={T.reject}
        requiredMessage={T.rejectNoteRequired}
        minLength={3}
        danger
        busy={busy}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setDecision(null)}
      />
    </section>
  );
}
