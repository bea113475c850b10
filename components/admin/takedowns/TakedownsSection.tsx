"use client";

import { useState } from "react";
import { toast } from "@/client/toast";
import type { AdminTakedownAnswer } from "@/shared/answers/moderation";
import { TAKEDOWN_STATUSES } from "@/shared/schemas/moderation";
import { ADMIN_TEXT } from "../strings";
import { actOnTakedown, type TakedownList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { NoteDialog } from "../NoteDialog";
import { StatusFilter } from "../StatusFilter";
import { frenchDateTime } from "../format";

const T = ADMIN_TEXT.takedowns;
type Status = (typeof TAKEDOWN_STATUSES)[number];
type Action = "remove" | "reject" | "restore";

const buttonBase = "rounded-lg border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-accent";
const TITLES: Record<Action, string> = { remove: T.removeTitle, reject: T.rejectTitle, restore: T.restoreTitle };
const LABELS: Record<Action, string> = { remove: T.remove, reject: T.reject, restore: T.restore };
const message = (a: Action, ref: string) => (a === "remove" ? T.removeMessage(ref) : a === "reject" ? T.rejectMessage(ref) : T.restoreMessage(ref));

/** Retraits (DMCA): copyright notices, open ones oldest first; remove or reject with a reason, restore after a counter-notice. */
export function TakedownsSection() {
  const [status, setStatus] = useState<Status>("open");
  const list = useAdminList<TakedownList>("/api/admin/takedowns", { status });
  const [acting, setActing] = useState<{ takedown: AdminTakedownAnswer; action: Action } | null>(null);
  const [busy, setBusy] = useState(false);
  const takedowns = list.data?.takedowns ?? [];

  async function confirm(reason: string) {
    if (!acting) return;
    setBusy(true);
    try {
      await actOnTakedown(acting.takedown._id, acting.action, reason);
      toast.success(T.done[acting.action]);
      setActing(null);
      await list.mutate();
    } catch (err) {
      toast.error(T.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.takedowns}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <StatusFilter
          label={T.statusFilter}
          statuses={TAKEDOWN_STATUSES}
          names={T.status}
          value={status}
          onChange={(s) => {
            setStatus(s);
            list.setPage(1);
          }}
        />
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      </div>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={takedowns.length === 0} emptyText={T.empty}>
        <ul className="space-y-4">
          {takedowns.map((t) => (
            <li key={t._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5" data-testid="takedown-card">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-semibold" dir="ltr">{t.reference}</span>
                {t.repeatInfringer && <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-medium text-danger">{T.repeatInfringer}</span>}
                <span className="text-xs text-subtle">{T.received(frenchDateTime(t.createdAt))}</span>
              </div>
              <p className="mt-2 text-sm">
                <span className="font-medium">{T.claimant} : </span>
                {t.claimantName} <span className="text-subtle" dir="ltr">({t.email})</span>
              </p>
              <p dir="auto" className="mt-2 text-start whitespace-pre-line break-words text-ink/90">{t.description}</p>
              <p className="mt-1 text-xs text-subtle">{T.signature(t.signature)}</p>
              <h3 className="mt-3 text-sm font-medium text-muted">{T.urls}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {t.items.map((i) => (
                  <li key={i.url} className="break-all">
                    <bdi dir="ltr" className="text-subtle">{i.url}</bdi>
                    <span className="ms-2">
                      {i.post ? `« ${i.post.title} » (${i.post.status})` : T.profileOnly}
                      {" · "}
                      {i.creator ? `@${i.creator.username}` : T.unknownCreator}
                      {i.creator?.repeatInfringer && <span className="ms-1 text-danger">({T.repeatInfringer})</span>}
                    </span>
                  </li>
                ))}
              </ul>
              {t.decisionReason && <p className="mt-3 text-sm text-muted">{T.decision(t.decisionReason)}</p>}
              {t.counterNotice && (
                <div className="mt-3 rounded-lg border border-line bg-surface-2/60 p-3 text-sm">
                  <p className="font-medium">{T.counter}</p>
                  <p dir="auto" className="mt-1 whitespace-pre-line break-words">{t.counterNotice.message}</p>
                  <p className="mt-1 text-xs text-subtle">{T.signature(t.counterNotice.signature)} · {frenchDateTime(t.counterNotice.at)}</p>
                </div>
              )}
              {t.restoreReason && <p className="mt-3 text-sm text-muted">{T.restoredBecause(t.restoreReason)}</p>}
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                {t.status === "open" && (
                  <>
                    <button type="button" onClick={() => setActing({ takedown: t, action: "remove" })} className={`${buttonBase} border-danger/40 text-danger hover:bg-danger/10`}>
                      {T.remove}
                    </button>
                    <button type="button" onClick={() => setActing({ takedown: t, action: "reject" })} className={`${buttonBase} border-line text-muted hover:text-ink`}>
                      {T.reject}
                    </button>
                  </>
                )}
                {t.status === "removed" && t.counterNotice && (
                  <button type="button" onClick={() => setActing({ takedown: t, action: "restore" })} className={`${buttonBase} border-ok/40 text-ok hover:bg-ok/10`}>
                    {T.restore}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <NoteDialog
        key={acting ? `${acting.takedown._id}-${acting.action}` : "none"}
        open={acting !== null}
        title={acting ? TITLES[acting.action] : ""}
        message={acting ? message(acting.action, acting.takedown.reference) : ""}
        label={T.reason}
        confirmLabel={acting ? LABELS[acting.action] : ""}
        requiredMessage={T.reasonRequired}
        danger={acting?.action === "remove"}
        busy={busy}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setActing(null)}
      />
    </section>
  );
}
