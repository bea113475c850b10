"use client";

import { useState } from "react";
import { toast } from "@/client/toast";
import { ApiError } from "@/client/api-error";
import { ADMIN_TEXT } from "../strings";
import { deleteContact, type Contact, type ContactList } from "../admin-api";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { ConfirmDialog } from "../ConfirmDialog";
import { useConfirmAction } from "../useConfirmAction";
import { ContactTable } from "./ContactTable";
import { ContactCards } from "./ContactCards";
import { ContactDetail } from "./ContactDetail";

const T = ADMIN_TEXT.contact;

/** Contact submissions: search over name, e-mail and message; table from 768 px, cards below; view and delete. */
export function ContactsSection() {
  const list = useAdminList<ContactList>("/api/contact");
  const [viewing, setViewing] = useState<Contact | null>(null);
  const remove = useConfirmAction<Contact>(async (contact) => {
    try {
      await deleteContact(contact._id);
      toast.success(T.deleted);
      if (viewing?._id === contact._id) setViewing(null);
      await list.mutate();
    } catch (err) {
      toast.error(T.deleteFailed(err instanceof ApiError || err instanceof Error ? err.message : String(err)));
    }
  });

  const contacts = list.data?.contacts ?? [];
  const actions = { onView: setViewing, onDelete: remove.ask };
  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.contact}>
      <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      <ListStatus
        loading={!list.data && !list.error}
        error={list.error ? (list.error as Error).message : null}
        empty={contacts.length === 0}
        emptyText={T.empty}
      >
        <div className="hidden md:block">
          <ContactTable contacts={contacts} {...actions} />
        </div>
        <div className="md:hidden">
          <ContactCards contacts={contacts} {...actions} />
        </div>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <ContactDetail contact={viewing} onClose={() => setViewing(null)} onDelete={remove.ask} />
      <ConfirmDialog
        open={remove.target !== null}
        message={T.confirmDelete}
        confirmLabel={T.delete}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
