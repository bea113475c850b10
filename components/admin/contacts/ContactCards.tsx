"use client";

import { Eye, Trash2 } from "lucide-react";
import { ADMIN_TEXT } from "../strings";
import { preview } from "../greeting";
import { frenchDateTime } from "../format";
import { IconAction } from "../RowActions";
import type { Contact } from "../admin-api";

const T = ADMIN_TEXT.contact;
const CARD_PREVIEW = 30;

interface Props {
  contacts: Contact[];
  onView: (c: Contact) => void;
  onDelete: (c: Contact) => void;
}

/** The contact list below 768 px. */
export function ContactCards({ contacts, onView, onDelete }: Props) {
  return (
    <ul className="space-y-3">
      {contacts.map((c) => (
        <li key={c._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="contact-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold">{c.name}</p>
              <p className="truncate text-sm text-muted" dir="ltr">{c.email}</p>
            </div>
            <div className="flex shrink-0 gap-1">
              <IconAction label={T.view(c.name)} icon={Eye} onClick={() => onView(c)} />
              <IconAction label={T.remove(c.name)} icon={Trash2} onClick={() => onDelete(c)} danger />
            </div>
          </div>
          <p className="mt-3 text-sm text-ink/90">{preview(c.message, CARD_PREVIEW)}</p>
          <p className="mt-2 text-xs text-subtle">{frenchDateTime(c.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
