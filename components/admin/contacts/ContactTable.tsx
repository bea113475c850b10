"use client";

import { Eye, Trash2 } from "lucide-react";
import { ADMIN_TEXT } from "../strings";
import { preview } from "../greeting";
import { frenchDateTime } from "../format";
import { IconAction } from "../RowActions";
import type { Contact } from "../admin-api";

const T = ADMIN_TEXT.contact;
const TABLE_PREVIEW = 40;

interface Props {
  contacts: Contact[];
  onView: (c: Contact) => void;
  onDelete: (c: Contact) => void;
}

export function ContactTable({ contacts, onView, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
      <table className="w-full text-start text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wide text-subtle">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-medium">{T.name}</th>
            <th scope="col" className="px-4 py-3 text-start font-medium">{T.email}</th>
            <th scope="col" className="px-4 py-3 text-start font-medium">{T.message}</th>
            <th scope="col" className="px-4 py-3 text-start font-medium">{T.date}</th>
            <th scope="col" className="px-4 py-3 text-end font-medium">{T.actions}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {contacts.map((c) => (
            <tr key={c._id} className="transition hover:bg-surface-2/60">
              <td className="px-4 py-3 font-medium">{c.name}</td>
              <td className="px-4 py-3 text-muted" dir="ltr">{c.email}</td>
              <td className="px-4 py-3 text-muted">{preview(c.message, TABLE_PREVIEW)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-subtle">{frenchDateTime(c.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <IconAction label={T.view(c.name)} icon={Eye} onClick={() => onView(c)} />
                  <IconAction label={T.remove(c.name)} icon={Trash2} onClick={() => onDelete(c)} danger />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
