"use client";

import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "@/client/toast";
import { ApiError } from "@/client/api-error";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import type { AdminCategoryAnswer } from "@/shared/answers/back-office";
import { ADMIN_TEXT } from "../strings";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { ConfirmDialog } from "../ConfirmDialog";
import { useConfirmAction } from "../useConfirmAction";
import { frenchShortDate } from "../format";
import { createCategory, deleteCategory, slugify, updateCategory, type AdminCategoryList } from "./categories-api";

const T = ADMIN_TEXT.categories;
const message = (err: unknown) => (err instanceof ApiError || err instanceof Error ? err.message : String(err));

type Editing = { id: string | null; name: string; slug: string; slugTouched: boolean };

/** Catégories: search, add, rename, delete (each write audited by the server). */
export function CategoriesSection() {
  const list = useAdminList<AdminCategoryList>("/api/admin/categories");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const remove = useConfirmAction<AdminCategoryAnswer>(async (c) => {
    try {
      await deleteCategory(c._id);
      toast.success(T.deleted);
      await list.mutate();
    } catch (err) {
      toast.error(T.failed(message(err)));
    }
  });

  async function save() {
    if (!editing) return;
    setBusy(true);
    setErrors({});
    try {
      const input = { name: editing.name.trim(), slug: editing.slug.trim() };
      if (editing.id) await updateCategory(editing.id, input);
      else await createCategory(input);
      toast.success(editing.id ? T.updated : T.added);
      setEditing(null);
      await list.mutate();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      toast.error(T.failed(message(err)));
    } finally {
      setBusy(false);
    }
  }

  const categories = list.data?.categories ?? [];
  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.categories}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
        <Button onClick={() => { setErrors({}); setEditing({ id: null, name: "", slug: "", slugTouched: false }); }}>
          <Plus className="size-4" aria-hidden />
          {T.add}
        </Button>
      </div>
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={categories.length === 0} emptyText={T.empty}>
        <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface" data-testid="admin-categories">
          {categories.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{c.name}</span>
                <span className="block truncate text-sm text-muted">
                  <bdi dir="ltr">/{c.slug}</bdi> · {T.creators} : {c.creatorCount}
                </span>
              </span>
              <span className="hidden text-sm text-subtle sm:inline">{T.created} {frenchShortDate(c.createdAt)}</span>
              <span className="flex gap-1">
                <Button variant="ghost" size="sm" aria-label={T.edit(c.name)} onClick={() => { setErrors({}); setEditing({ id: c._id, name: c.name, slug: c.slug, slugTouched: true }); }}>
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button variant="ghost" size="sm" aria-label={T.remove(c.name)} onClick={() => remove.ask(c)}>
                  <Trash2 className="size-4 text-danger" aria-hidden />
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? T.editTitle : T.newTitle} closeLabel={ADMIN_TEXT.list.close}>
        {editing && (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField
              label={T.name}
              value={editing.name}
              maxLength={60}
              required
              errors={errors.name}
              onChange={(e) => setEditing({ ...editing, name: e.target.value, slug: editing.slugTouched ? editing.slug : slugify(e.target.value) })}
            />
            <TextField
              label={T.slug}
              value={editing.slug}
              maxLength={80}
              required
              dir="ltr"
              errors={errors.slug}
              onChange={(e) => setEditing({ ...editing, slug: e.target.value, slugTouched: true })}
            />
            <p className="text-xs text-subtle">{T.slugHint}</p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setEditing(null)}>
                {ADMIN_TEXT.list.cancel}
              </Button>
              <Button type="submit" loading={busy}>
                {T.save}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={remove.target !== null}
        message={remove.target ? T.confirmDelete(remove.target.name, remove.target.creatorCount) : ""}
        confirmLabel={T.delete}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
