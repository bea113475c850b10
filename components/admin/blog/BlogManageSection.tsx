"use client";

import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import type { BlogPostAnswer } from "@/shared/answers/back-office";
import { ADMIN_TEXT } from "../strings";
import { useAdminList } from "../useAdminList";
import { ListStatus, Pager, SearchBox } from "../ListParts";
import { ConfirmDialog } from "../ConfirmDialog";
import { useConfirmAction } from "../useConfirmAction";
import { frenchDateTime } from "../format";
import { articlePath, deleteBlogPost, updateBlogPost, type AdminBlogList } from "./blog-api";

const T = ADMIN_TEXT.blog;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Gestion de blog: every article (drafts included), search, publish / unpublish, edit, delete. */
export function BlogManageSection({ onEdit }: { onEdit: (id: string) => void }) {
  const list = useAdminList<AdminBlogList>("/api/admin/blog");
  const remove = useConfirmAction<BlogPostAnswer>(async (p) => {
    try {
      await deleteBlogPost(p._id);
      toast.success(T.deleted);
      await list.mutate();
    } catch (err) {
      toast.error(T.failed(message(err)));
    }
  });

  async function togglePublished(p: BlogPostAnswer) {
    try {
      await updateBlogPost(p._id, { published: !p.published });
      toast.success(T.updated);
      await list.mutate();
    } catch (err) {
      toast.error(T.failed(message(err)));
    }
  }

  const posts = list.data?.posts ?? [];
  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.blogManage}>
      <SearchBox label={T.search} placeholder={T.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      <ListStatus loading={!list.data && !list.error} error={list.error ? (list.error as Error).message : null} empty={posts.length === 0} emptyText={T.empty}>
        <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface" data-testid="admin-blog">
          {posts.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
              <span className="min-w-0 flex-1 basis-full md:basis-0">
                <span className="block truncate font-medium">{p.title}</span>
                <span className="block truncate text-sm text-muted" dir="ltr">/blog/{p.slug}</span>
              </span>
              <span
                className={
                  p.published ? "rounded-full bg-ok/15 px-2.5 py-0.5 text-xs text-ok" : "rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-muted"
                }
              >
                {p.published ? T.published : T.draft}
              </span>
              <span className="text-sm text-subtle">{p.locale ? T.localeNames[p.locale as "fr"] : T.allLocales}</span>
              <span className="text-sm text-subtle">{frenchDateTime(p.publishedAt ?? p.createdAt)}</span>
              <span className="flex items-center gap-1">
                <Button variant="secondary" size="sm" onClick={() => void togglePublished(p)}>
                  {p.published ? T.unpublish : T.publish}
                </Button>
                {p.published && (
                  <a href={articlePath(p.slug, p.locale)} target="_blank" rel="noreferrer" aria-label={T.view} className="p-2 text-muted hover:text-ink">
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                )}
                <Button variant="ghost" size="sm" aria-label={T.edit(p.title)} onClick={() => onEdit(p._id)}>
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button variant="ghost" size="sm" aria-label={T.remove(p.title)} onClick={() => remove.ask(p)}>
                  <Trash2 className="size-4 text-danger" aria-hidden />
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <Pager pagination={list.data?.pagination} onPage={list.setPage} />
      </ListStatus>
      <ConfirmDialog
        open={remove.target !== null}
        message={remove.target ? T.confirmDelete(remove.target.title) : ""}
        confirmLabel={T.delete}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
