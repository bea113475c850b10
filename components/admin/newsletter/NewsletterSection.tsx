"use client";

import { toast } from "@/client/toast";
import { UserMinus } from "lucide-react";
import { ADMIN_TEXT } from "../strings";
import { unsubscribeSubscriber, type Subscriber, type SubscriberList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { ConfirmDialog } from "../ConfirmDialog";
import { useConfirmAction } from "../useConfirmAction";
import { frenchShortDate } from "../format";

const T = ADMIN_TEXT.newsletter;

/** Newsletter subscribers: search over the e-mail, status always Abonné, unsubscribe after a confirm step. */
export function NewsletterSection() {
  const list = useAdminList<SubscriberList>("/api/newsletter");
  const remove = useConfirmAction<Subscriber>(async (s) => {
    try {
      await unsubscribeSubscriber(s._id);
      toast.success(T.unsubscribed);
      await list.mutate();
    } catch {
      toast.error(T.unsubscribeFailed);
    }
  });
  const subscribers = list.data?.subscribers ?? [];
  const error = list.error ? (list.error as Error).message || T.fallbackError : null;

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.newsletter}>
      <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      <ListStatus loading={!list.data && !list.error} error={error} empty={subscribers.length === 0} emptyText={T.empty}>
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-xs uppercase tracking-wide text-subtle">
              <tr>
                <th scope="col" className="px-3 py-3 text-start font-medium md:px-4">{T.email}</th>
                <th scope="col" className="hidden px-4 py-3 text-start font-medium md:table-cell">{T.since}</th>
                <th scope="col" className="hidden px-4 py-3 text-start font-medium md:table-cell">{T.status}</th>
                <th scope="col" className="px-3 py-3 text-end font-medium md:px-4">
                  <span className="sr-only md:not-sr-only">{T.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {subscribers.map((s) => (
                <tr key={s._id} className="transition hover:bg-surface-2/60">
                  <td className="max-w-0 px-3 py-3 md:px-4">
                    <span className="block truncate" dir="ltr" title={s.email}>{s.email}</span>
                    <span className="mt-1 flex items-center gap-2 text-xs text-subtle md:hidden">
                      {frenchShortDate(s.subscribedAt)}
                      <span className="rounded-full bg-ok/15 px-2 py-0.5 font-medium text-ok">{T.subscribed}</span>
                    </span>
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell">{frenchShortDate(s.subscribedAt)}</td>
                  <td className="hidden px-4 py-3 md:table-cell">
                    <span className="rounded-full bg-ok/15 px-2.5 py-1 text-xs font-medium text-ok">{T.subscribed}</span>
                  </td>
                  <td className="px-3 py-3 text-end md:px-4">
                    <button
                      type="button"
                      onClick={() => remove.ask(s)}
                      aria-label={T.unsubscribeLabel(s.email)}
                      title={T.unsubscribeLabel(s.email)}
                      className="inline-flex items-center gap-1.5 rounded-lg p-2 text-danger transition hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-accent md:px-3"
                    >
                      <UserMinus className="size-4" aria-hidden />
                      <span className="hidden md:inline">{T.unsubscribe}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <ConfirmDialog
        open={remove.target !== null}
        message={T.confirmUnsubscribe}
        confirmLabel={T.unsubscribe}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
