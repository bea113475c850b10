"use client";

import { StaffVideo } from "@/components/admin/StaffVideo";
import { useState } from "react";
import { Check, ShieldCheck, X } from "lucide-react";
import type { PostReviewAnswer } from "@/shared/answers/moderation";
import { REVIEW_STATUSES } from "@/shared/schemas/moderation";
import { ADMIN_TEXT } from "../strings";
import { decideReview, setCreatorTrusted, type ReviewList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager } from "../ListParts";
import { QueueToolbar, useQueueDecision } from "../Queue";
import { NoteDialog } from "../NoteDialog";
import { frenchDateTime } from "../format";

const T = ADMIN_TEXT.reviews;
type Status = (typeof REVIEW_STATUSES)[number];

const buttonBase = "inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50";

/** Relecture: posts waiting before publication and sampled posts, oldest first; approve, or reject with a reason. */
export function ReviewsSection() {
  const [status, setStatus] = useState<Status>("pending");
  const list = useAdminList<ReviewList>("/api/admin/reviews", { status });
  const [rejecting, setRejecting] = useState<PostReviewAnswer | null>(null);
  const decision = useQueueDecision(list, T.failed);
  const busy = decision.busy;
  const reviews = list.data?.reviews ?? [];
  const run = (action: () => Promise<unknown>, done: string) => decision.run(action, done, () => setRejecting(null));

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.reviews}>
      <QueueToolbar
        list={list}
        statusLabel={T.statusFilter}
        statuses={REVIEW_STATUSES}
        names={T.status}
        status={status}
        onStatus={setStatus}
        searchLabel={T.search}
        searchPlaceholder={T.searchPlaceholder}
      />
      {list.data && status === "pending" && <p className="text-sm text-muted">{T.pendingCount(list.data.counts.pendingReviews)}</p>}
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={reviews.length === 0} emptyText={T.empty}>
        <ul className="space-y-4" data-testid="review-rows">
          {reviews.map((r) => (
            <li key={r._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5" data-testid="review-card">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-warn/15 px-2 py-0.5 font-medium text-warn">{T.kind[r.kind]}</span>
                <span className="text-subtle">{r.status === "pending" ? T.submitted(frenchDateTime(r.createdAt)) : T.decided(frenchDateTime(r.decidedAt ?? r.createdAt))}</span>
              </div>
              <h2 dir="auto" className="mt-2 text-start text-lg font-semibold break-words">{r.post.title}</h2>
              <p dir="auto" className="mt-1 text-start whitespace-pre-line break-words text-ink/90">{r.post.content}</p>
              {r.post.media.length === 0 ? (
                <p className="mt-3 text-sm text-subtle">{T.noMedia}</p>
              ) : (
                <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                  {r.post.media.map((m) =>
                    m.type === "image" ? (
                      <img key={m._id} src={m.url} alt={m.caption} className="aspect-square w-full rounded-lg object-cover" />
                    ) : (
                      <StaffVideo key={m._id} url={m.url} poster={m.poster} className="aspect-square w-full" />
                    ),
                  )}
                </div>
              )}
              <div className="mt-4 flex flex-col gap-3 border-t border-line pt-3 md:flex-row md:items-center md:justify-between">
                <div className="min-w-0 text-sm">
                  <span className="font-medium">{T.author} : {r.author.name || `@${r.author.username}`}</span>
                  <span className="block truncate text-xs text-subtle" dir="ltr">@{r.author.username} · {r.author.email}</span>
                  <span className="mt-1 flex flex-wrap gap-2 text-xs">
                    <span className={r.author.trusted ? "text-ok" : "text-muted"}>{r.author.trusted ? T.trusted : T.untrusted}</span>
                    {r.author.repeatInfringer && <span className="rounded-full bg-danger/15 px-2 text-danger">{T.repeatInfringer}</span>}
                  </span>
                  {r.reason && <span className="mt-1 block text-muted">{r.reason}</span>}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void run(() => setCreatorTrusted(r.author._id, !r.author.trusted), T.trustedDone(!r.author.trusted))}
                    className={`${buttonBase} border-line text-muted hover:text-ink`}
                  >
                    <ShieldCheck className="size-4" aria-hidden />
                    {r.author.trusted ? T.untrust : T.trust}
                  </button>
                  {r.status === "pending" && (
                    <>
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={T.approveLabel(r.post.title)}
                        onClick={() => void run(() => decideReview(r.postId, "approve"), T.approved)}
                        className={`${buttonBase} border-ok/40 text-ok hover:bg-ok/10`}
                      >
                        <Check className="size-4" aria-hidden />
                        {T.approve}
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={T.rejectLabel(r.post.title)}
                        onClick={() => setRejecting(r)}
                        className={`${buttonBase} border-danger/40 text-danger hover:bg-danger/10`}
                      >
                        <X className="size-4" aria-hidden />
                        {T.reject}
                      </button>
                    </>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <NoteDialog
        key={rejecting?._id ?? "none"}
        open={rejecting !== null}
        title={T.rejectTitle}
        message={rejecting ? T.rejectMessage(rejecting.post.title, rejecting.kind === "sampled") : ""}
        label={T.reason}
        confirmLabel={T.reject}
        requiredMessage={T.reasonRequired}
        danger
        busy={busy}
        onConfirm={(reason) => rejecting && void run(() => decideReview(rejecting.postId, "reject", reason), T.rejected)}
        onCancel={() => setRejecting(null)}
      />
    </section>
  );
}
