"use client";

import { Trash2 } from "lucide-react";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { ADMIN_TEXT } from "../strings";
import { frenchDateTime } from "../format";
import type { Contact } from "../admin-api";

const T = ADMIN_TEXT.contact;

/** The detail panel: a modal on wide screens, a full-screen sheet below 768 px. */
export function ContactDetail({ contact, onClose, onDelete }: { contact: Contact | null; onClose: () => void; onDelete: (c: Contact) => void }) {
  return (
    <Dialog open={contact !== null} onClose={onClose} title={T.detailTitle} closeLabel={ADMIN_TEXT.list.close} sheetOnMobile className="md:max-w-xl">
      {contact && (
        <div className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-xs uppercase tracking-wide text-subtle">{T.name}</dt>
              <dd className="mt-1 font-medium">{contact.name}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide text-subtle">{T.email}</dt>
              <dd className="mt-1 break-all">
                <a href={`mailto:${contact.email}`} className="text-accent hover:underline" dir="ltr">
                  {contact.email}
                </a>
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs uppercase tracking-wide text-subtle">{T.receivedAt}</dt>
              <dd className="mt-1 text-muted">{frenchDateTime(contact.createdAt)}</dd>
            </div>
          </dl>
          <div>
            <h3 className="text-xs uppercase tracking-wide text-subtle">{T.message}</h3>
            <p className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-line bg-canvas/60 p-4 leading-relaxed">{contact.message}</p>
          </div>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => onDelete(contact)} className="text-danger">
              <Trash2 className="size-4" aria-hidden />
              {T.delete}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
