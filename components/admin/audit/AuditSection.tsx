"use client";

import { useId, useState } from "react";
import type { AuditEntryAnswer } from "@/shared/answers/moderation";
import { inputClasses } from "@/components/ui/field-styles";
import { ADMIN_TEXT } from "../strings";
import type { AuditList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { frenchDateTime } from "../format";

const T = ADMIN_TEXT.audit;
const show = (v: unknown) => (v === null || v === undefined ? "—" : JSON.stringify(v));

function Change({ entry }: { entry: AuditEntryAnswer }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      <dt className="text-subtle">{T.before}</dt>
      <dd className="font-mono break-all" dir="ltr">{show(entry.before)}</dd>
      <dt className="text-subtle">{T.after}</dt>
      <dd className="font-mono break-all" dir="ltr">{show(entry.after)}</dd>
    </dl>
  );
}

/** Journal d'audit: every admin action, newest first, read-only; by action family and searchable. */
export function AuditSection() {
  const [action, setAction] = useState("");
  const list = useAdminList<AuditList>("/api/admin/audit-log", { action });
  const selectId = useId();
  const entries = list.data?.entries ?? [];

  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.audit}>
      <p className="text-sm text-muted">{T.readOnly}</p>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-muted">{T.action}</label>
          <select
            id={selectId}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              list.setPage(1);
            }}
            className={inputClasses(false, "w-auto")}
          >
            <option value="">{T.actionAll}</option>
            {Object.entries(T.actions).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      </div>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={entries.length === 0} emptyText={T.empty}>
        <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface md:block">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-xs uppercase tracking-wide text-subtle">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.when}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.who}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.what}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.targets}</th>
                <th scope="col" className="px-4 py-3 text-start font-medium">{T.before} / {T.after}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line" data-testid="audit-rows">
              {entries.map((e) => (
                <tr key={e._id} className="align-top">
                  <td className="whitespace-nowrap px-4 py-3 text-subtle">{frenchDateTime(e.createdAt)}</td>
                  <td className="px-4 py-3" dir="ltr">{e.actor.username}</td>
                  <td className="px-4 py-3 font-mono text-xs" dir="ltr">{e.action}</td>
                  <td className="max-w-56 px-4 py-3 font-mono text-xs break-all text-muted" dir="ltr">
                    {e.targetType}: {e.targetIds.join(", ")}
                  </td>
                  <td className="max-w-80 px-4 py-3"><Change entry={e} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-3 md:hidden">
          {entries.map((e) => (
            <li key={e._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4 text-sm">
              <p className="flex justify-between gap-2">
                <span className="font-mono text-xs" dir="ltr">{e.action}</span>
                <span className="text-xs text-subtle">{frenchDateTime(e.createdAt)}</span>
              </p>
              <p className="mt-1" dir="ltr">{e.actor.username}</p>
              <p className="mt-1 font-mono text-xs break-all text-muted" dir="ltr">{e.targetType}: {e.targetIds.join(", ")}</p>
              <div className="mt-2"><Change entry={e} /></div>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
    </section>
  );
}
