"use client";

import { useId, useState } from "react";
import { useSWR } from "@/client/swr";
import { ExternalLink, Plus } from "lucide-react";
import { toast } from "@/client/toast";
import { ApiError } from "@/client/api-error";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { FieldError } from "@/components/ui/FieldError";
import { inputClasses } from "@/components/ui/field-styles";
import { Spinner } from "@/components/ui/Spinner";
import type { BlogPostAnswer } from "@/shared/answers/back-office";
import { ADMIN_TEXT } from "../strings";
import { slugify } from "../categories/categories-api";
import { articlePath, createBlogPost, saveBlogPost, type BlogDraft } from "./blog-api";

const T = ADMIN_TEXT.blog;
const EMPTY: BlogDraft = { title: "", slug: "", body: "", excerpt: "", locale: "", published: false };
const LOCALES = ["tn", "fr", "en", "ar"] as const;

const draftOf = (p: BlogPostAnswer): BlogDraft => ({
  title: p.title,
  slug: p.slug,
  body: p.body,
  excerpt: p.excerpt ?? "",
  locale: (p.locale ?? "") as BlogDraft["locale"],
  published: p.published,
});

/** Blog: write a new article, or edit the one opened from "Gestion de blog" (`postId`). */
export function BlogEditorSection({ postId, onSaved, onNew }: { postId: string | null; onSaved: (id: string) => void; onNew: () => void }) {
  const { data, error } = useSWR<{ post: BlogPostAnswer }>(postId ? `/api/admin/blog/${encodeURIComponent(postId)}` : null);
  if (error) return <p role="alert" className="text-danger">{ADMIN_TEXT.list.error((error as Error).message)}</p>;
  if (postId && !data) return <Spinner className="size-6 text-accent" label={ADMIN_TEXT.list.loading} />;
  return <BlogForm postId={postId} initial={data ? draftOf(data.post) : EMPTY} onSaved={onSaved} onNew={onNew} />;
}

function BlogForm({ postId, initial, onSaved, onNew }: { postId: string | null; initial: BlogDraft; onSaved: (id: string) => void; onNew: () => void }) {
  const [draft, setDraft] = useState<BlogDraft>(initial);
  const [slugTouched, setSlugTouched] = useState(Boolean(postId));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const ids = { body: useId(), excerpt: useId(), locale: useId() };

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const { post } = postId ? await saveBlogPost(postId, draft) : await createBlogPost(draft);
      toast.success(postId ? T.updated : T.created);
      setDraft(draftOf(post));
      if (!postId) onSaved(post._id);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      toast.error(T.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  const set = (patch: Partial<BlogDraft>) => setDraft({ ...draft, ...patch });
  return (
    <section className="max-w-3xl space-y-5" aria-label={postId ? T.editTitle : T.newTitle}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{postId ? T.editTitle : T.newTitle}</h2>
        <div className="flex gap-2">
          {postId && draft.published && (
            <a href={articlePath(draft.slug, draft.locale || null)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-accent">
              <ExternalLink className="size-4" aria-hidden />
              {T.view}
            </a>
          )}
          {postId && (
            <Button variant="secondary" size="sm" onClick={onNew}>
              <Plus className="size-4" aria-hidden />
              {T.cancelEdit}
            </Button>
          )}
        </div>
      </div>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={T.title}
          value={draft.title}
          maxLength={200}
          required
          errors={errors.title}
          onChange={(e) => set({ title: e.target.value, ...(slugTouched ? {} : { slug: slugify(e.target.value) }) })}
        />
        <TextField
          label={T.slug}
          value={draft.slug}
          maxLength={80}
          required
          dir="ltr"
          errors={errors.slug}
          onChange={(e) => {
            setSlugTouched(true);
            set({ slug: e.target.value });
          }}
        />
        <div>
          <label htmlFor={ids.body} className="mb-1.5 block text-sm font-medium text-muted">
            {T.body}
          </label>
          <textarea
            id={ids.body}
            value={draft.body}
            required
            rows={16}
            maxLength={100_000}
            onChange={(e) => set({ body: e.target.value })}
            className={inputClasses(Boolean(errors.body?.length), "h-auto py-3 font-mono text-sm")}
          />
          <p className="mt-1 text-xs text-subtle">{T.bodyHint}</p>
          <FieldError id={`${ids.body}-error`} messages={errors.body} />
        </div>
        <div>
          <label htmlFor={ids.excerpt} className="mb-1.5 block text-sm font-medium text-muted">
            {T.excerpt}
          </label>
          <textarea id={ids.excerpt} value={draft.excerpt} rows={2} maxLength={300} onChange={(e) => set({ excerpt: e.target.value })} className={inputClasses(false, "h-auto py-3")} />
        </div>
        <div className="flex flex-wrap items-end gap-6">
          <div>
            <label htmlFor={ids.locale} className="mb-1.5 block text-sm font-medium text-muted">
              {T.locale}
            </label>
            <select id={ids.locale} value={draft.locale} onChange={(e) => set({ locale: e.target.value as BlogDraft["locale"] })} className={inputClasses(false, "w-56")}>
              <option value="">{T.allLocales}</option>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {T.localeNames[l]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex h-12 items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} className="size-4 accent-[var(--color-accent)]" />
            {T.publishNow}
          </label>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {postId ? T.save : T.create}
          </Button>
        </div>
      </form>
    </section>
  );
}
