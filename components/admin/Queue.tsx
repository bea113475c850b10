"use client";

import { useState } from "react";
import { toast } from "@/client/toast";
import { SearchBox } from "./ListParts";
import { StatusFilter } from "./StatusFilter";

type QueueList = { search: string; setSearch: (value: string) => void; setPage: (page: number) => void; mutate: () => Promise<unknown> };

/** The toolbar above a queue: its state buttons (choosing one goes back to page 1) and its search box. */
export function QueueToolbar<S extends string>({
  list,
  statusLabel,
  statuses,
  names,
  status,
  onStatus,
  searchLabel,
  searchPlaceholder,
}: {
  list: QueueList;
  statusLabel: string;
  statuses: readonly S[];
  names: Record<S, string>;
  status: S;
  onStatus: (s: S) => void;
  searchLabel: string;
  searchPlaceholder: string;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <StatusFilter
        label={statusLabel}
        statuses={statuses}
        names={names}
        value={status}
        onChange={(s) => {
          onStatus(s);
          list.setPage(1);
        }}
      />
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={list.search} onChange={list.setSearch} />
    </div>
  );
}

/**
 * One admin decision at a time on a queue: `busy` while it runs; when it succeeds, `done` in a toast,
 * `after` (close the dialog) and the list reloaded; when it fails, `failed(message)` in a toast.
 */
export function useQueueDecision(list: QueueList, failed: (message: string) => string) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, done: string, after?: () => void): Promise<void> {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      after?.();
      await list.mutate();
    } catch (err) {
      toast.error(failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
