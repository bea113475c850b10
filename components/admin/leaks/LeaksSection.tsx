"use client";

import { useState } from "react";
import clsx from "clsx";
import { useSWR } from "@/client/swr";
import { ADMIN_TEXT } from "../strings";
import { ListStatus, Pager } from "../ListParts";
import { frenchDateTime } from "../format";
import type { Pagination } from "../admin-api";

const T = ADMIN_TEXT.leaks;
const M = ADMIN_TEXT.moderation;

type Person = { _id: string; username: string; accountStatus: string } | null;
type AdminTrace = {
  _id: string;
  status: "queued" | "running" | "done" | "failed";
  kind: string;
  code: string | null;
  requester: Person;
  media: { mediaId: string; postId: string | null; type: string | null; owner: Person } | null;
  suspects: { userId: string; username: string; confidence: number; firstAccessAt: string; accountStatus: string | null }[];
  createdAt: string;
  finishedAt: string | null;
};
type TraceList = { success: true; traces: AdminTrace[]; pagination: Pagination };

const STATUS_BADGE: Record<AdminTrace["status"], string> = { queued: "bg-warn/15 text-warn", running: "bg-warn/15 text-warn", done: "bg-ok/15 text-ok", failed: "bg-danger/15 text-danger" };

/** Fuites: every leak trace (GET /api/admin/leaks), with a link to each suspect's member page, where an admin can ban. */
export function LeaksSection({ onOpenMember }: { onOpenMember: (userId: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useSWR<TraceList>(`/api/admin/leaks?page=${page}&limit=20`, { keepPreviousData: true });
  const traces = list.data?.traces ?? [];
  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.leaks}>
      <p className="text-sm text-muted">{T.intro}</p>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={traces.length === 0} emptyText={T.empty}>
        <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface" data-testid="leak-rows">
          {traces.map((tr) => (
            <li key={tr._id} className="space-y-2 px-4 py-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className={clsx("rounded-full px-2 py-0.5 text-xs", STATUS_BADGE[tr.status])}>{T.status[tr.status]}</span>
                <span>{T.kind[tr.kind] ?? tr.kind}</span>
                <span className="text-subtle">· {frenchDateTime(tr.createdAt)}</span>
                <span className="text-subtle">
                  · {T.requester} <span dir="ltr">{tr.requester ? `@${tr.requester.username}` : T.deleted}</span>
                </span>
              </p>
              <p>
                {T.medium} :{" "}
                {tr.media ? (
                  <span>
                    <span className="font-mono text-xs" dir="ltr">{tr.media.mediaId}</span>
                    {tr.media.owner && <span dir="ltr"> (@{tr.media.owner.username})</span>}
                    {tr.media.postId ? ` · ${T.post}` : ` · ${T.chat}`}
                  </span>
                ) : tr.status === "done" ? (
                  <span className="text-subtle">{T.notFound}</span>
                ) : (
                  <span className="text-subtle">—</span>
                )}
                {tr.code && <span className="text-danger"> · {T.failure[tr.code] ?? tr.code}</span>}
              </p>
              {tr.suspects.length > 0 ? (
                <ul className="space-y-1">
                  {tr.suspects.map((s) => (
                    <li key={s.userId} className="flex flex-wrap items-center gap-2">
                      <span dir="ltr">@{s.username}</span>
                      <span className="text-subtle">
                        {T.confidence(s.confidence)} · {T.firstAccess} {frenchDateTime(s.firstAccessAt)}
                      </span>
                      {s.accountStatus && <span className="text-xs text-subtle">({M.statusAccount[s.accountStatus] ?? s.accountStatus})</span>}
                      <button type="button" className="rounded-lg border border-line px-2 py-1 text-xs hover:bg-surface-2" aria-label={T.openMemberLabel(s.username)} onClick={() => onOpenMember(s.userId)}>
                        {T.openMember}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                tr.status === "done" && tr.media && <p className="text-subtle">{T.noSuspect}</p>
              )}
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={setPage} />
      </ListStatus>
    </section>
  );
}
