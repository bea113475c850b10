"use client";

import { useId, useState } from "react";
import { useSWR } from "@/client/swr";
import { ExternalLink } from "lucide-react";
import { toast } from "@/client/toast";
import { ApiError } from "@/client/api-error";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { FieldError } from "@/components/ui/FieldError";
import { inputClasses } from "@/components/ui/field-styles";
import { Spinner } from "@/components/ui/Spinner";
import { locales, directionOf, type Locale } from "@/i18n/locales";
import type { HelpPageAnswer as AdminHelpPage } from "@/shared/answers/back-office";
import { HELP_PAGE_SLUGS, type HelpPageSlug } from "@/shared/schemas/back-office";
import { requiredAnchors } from "@/shared/help-pages";
import { ADMIN_TEXT } from "../strings";
import { ConfirmDialog } from "../ConfirmDialog";
import { frenchDateTime } from "../format";
import { pageUrl, publicPath, resetHelpPage, saveHelpPage, type HelpPageRef } from "./help-pages-api";

const T = ADMIN_TEXT.pages;

/** Services: one help page's text in one language (Markdown), saved for that language only, or reset to the default text. */
export function ServiceEditorSection({ value, onChange }: { value: HelpPageRef; onChange: (ref: HelpPageRef) => void }) {
  const { data, error, mutate } = useSWR<{ page: AdminHelpPage }>(pageUrl(value));
  const ids = { page: useId(), lang: useId() };
  return (
    <section className="max-w-3xl space-y-5" aria-label={ADMIN_TEXT.sections.services}>
      <p className="text-sm text-muted">{T.intro}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={ids.page} className="mb-1.5 block text-sm font-medium text-muted">
            {T.page}
          </label>
          <select id={ids.page} value={value.slug} onChange={(e) => onChange({ ...value, slug: e.target.value as HelpPageSlug })} className={inputClasses(false, "w-64")}>
            {HELP_PAGE_SLUGS.map((s) => (
              <option key={s} value={s}>
                {T.names[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.lang} className="mb-1.5 block text-sm font-medium text-muted">
            {T.language}
          </label>
          <select id={ids.lang} value={value.locale} onChange={(e) => onChange({ ...value, locale: e.target.value as Locale })} className={inputClasses(false, "w-44")}>
            {locales.map((l) => (
              <option key={l} value={l}>
                {ADMIN_TEXT.blog.localeNames[l]}
              </option>
            ))}
          </select>
        </div>
        <a href={publicPath(value)} target="_blank" rel="noreferrer" className="inline-flex h-12 items-center gap-1 text-sm text-accent">
          <ExternalLink className="size-4" aria-hidden />
          {T.view}
        </a>
      </div>
      {error && <p role="alert" className="text-danger">{ADMIN_TEXT.list.error((error as Error).message)}</p>}
      {!data && !error && <Spinner className="size-6 text-accent" label={T.loading} />}
      {data && data.page.slug === value.slug && data.page.locale === value.locale && (
        <HelpPageForm
          key={`${value.slug}:${value.locale}:${data.page.updatedAt ?? "default"}`}
          page={data.page}
          onSaved={(page) => void mutate({ page }, { revalidate: false })}
        />
      )}
    </section>
  );
}

/** The form of one page in one language, started from what the server holds. */
function HelpPageForm({ page, onSaved }: { page: AdminHelpPage; onSaved: (page: AdminHelpPage) => void }) {
  const value: HelpPageRef = { slug: page.slug, locale: page.locale };
  const [text, setText] = useState({ title: page.title, body: page.body });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const bodyId = useId();

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const saved = await saveHelpPage(value, text);
      toast.success(T.saved);
      onSaved(saved.page);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      toast.error(T.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setBusy(true);
    try {
      const reset = await resetHelpPage(value);
      toast.success(T.resetDone);
      onSaved(reset.page);
    } catch (err) {
      toast.error(T.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
      setConfirmReset(false);
    }
  }

  const anchors = requiredAnchors(value.slug);
  return (
    <>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="text-sm text-subtle" data-testid="page-state">
            {page.stored && page.updatedAt ? T.updatedBy(page.updatedBy ?? "?", frenchDateTime(page.updatedAt)) : T.default}
          </p>
          <TextField
            label={T.title}
            value={text.title}
            maxLength={200}
            required
            dir={directionOf(value.locale)}
            errors={errors.title}
            onChange={(e) => setText({ ...text, title: e.target.value })}
          />
          <div>
            <label htmlFor={bodyId} className="mb-1.5 block text-sm font-medium text-muted">
              {T.body}
            </label>
            <textarea
              id={bodyId}
              value={text.body}
              required
              rows={20}
              maxLength={50_000}
              dir={directionOf(value.locale)}
              onChange={(e) => setText({ ...text, body: e.target.value })}
              className={inputClasses(Boolean(errors.body?.length), "h-auto py-3 font-mono text-sm")}
            />
            <p className="mt-1 text-xs text-subtle">{T.bodyHint}</p>
            {anchors.length > 0 && <p className="mt-1 text-xs text-subtle" dir="ltr">{T.anchorsHint(anchors.map((a) => `{#${a}}`).join(" "))}</p>}
            <FieldError id={`${bodyId}-error`} messages={errors.body} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {page.stored && (
              <Button variant="secondary" onClick={() => setConfirmReset(true)} disabled={busy}>
                {T.reset}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {T.save}
            </Button>
          </div>
        </form>
      <ConfirmDialog open={confirmReset} message={T.confirmReset} confirmLabel={T.reset} busy={busy} onConfirm={() => void reset()} onCancel={() => setConfirmReset(false)} />
    </>
  );
}
