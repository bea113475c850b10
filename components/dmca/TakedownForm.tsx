"use client";

import { CheckCircle2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { FieldError } from "@/components/ui/FieldError";
import { TextField } from "@/components/ui/TextField";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import { takedownNoticeSchema } from "@/shared/schemas/moderation";
import { erroredFields } from "./field-errors";

type Field = "claimantName" | "email" | "urls" | "description" | "statement" | "signature";
const empty = { claimantName: "", email: "", urls: "", description: "", statement: false, signature: "" };

/** The /dmca notice: POST /api/takedowns, checked first with the endpoint's own schema; the reference once received. */
export function TakedownForm() {
  const t = useTranslations("Dmca");
  const [values, setValues] = useState(empty);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const ids = { urls: useId(), description: useId(), statement: useId() };
  const errorsOf = (f: Field) => (invalid.has(f) ? [t(`errors.${f}`)] : undefined);
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // a field's error goes once it is edited
    setInvalid((s) => (s.has(key) ? new Set([...s].filter((f) => f !== key)) : s));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const body = { ...values, urls: values.urls.split(/\s+/).map((u) => u.trim()).filter(Boolean) };
    const checked = takedownNoticeSchema.safeParse(body);
    if (!checked.success) {
      setInvalid(erroredFields(Object.fromEntries(checked.error.issues.map((i) => [i.path.join(".") || "_", [i.message]]))));
      return;
    }
    setInvalid(new Set());
    setBusy(true);
    try {
      const res = await requestJson<{ reference: string }>("/api/takedowns", { method: "POST", body: JSON.stringify(checked.data) });
      setReference(res.reference);
      setValues(empty);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) setBanner(t("tooMany"));
      else {
        if (err instanceof ApiError && err.errors) setInvalid(erroredFields(err.errors));
        setBanner(t("failed"));
      }
    } finally {
      setBusy(false);
    }
  }

  if (reference) {
    return (
      <div role="status" className="rounded-2xl border border-ok/40 bg-ok/10 p-6 text-center" data-testid="takedown-received">
        <CheckCircle2 className="mx-auto size-8 text-ok" aria-hidden />
        <p className="mt-3 font-semibold">{t("sentTitle")}</p>
        <p className="mt-1 text-sm text-muted">{t("sentBody", { reference })}</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-label={t("formTitle")}>
      <h2 className="text-lg font-semibold">{t("formTitle")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("claimantName")} autoComplete="name" maxLength={200} value={values.claimantName} onChange={(e) => set("claimantName", e.target.value)} errors={errorsOf("claimantName")} />
        <TextField label={t("email")} type="email" autoComplete="email" value={values.email} onChange={(e) => set("email", e.target.value)} errors={errorsOf("email")} />
      </div>
      <div>
        <label htmlFor={ids.urls} className="mb-1.5 block text-sm font-medium text-muted">{t("urls")}</label>
        <textarea
          id={ids.urls}
          rows={3}
          dir="ltr"
          value={values.urls}
          onChange={(e) => set("urls", e.target.value)}
          aria-invalid={invalid.has("urls") || undefined}
          aria-describedby={`${ids.urls}-hint`}
          className={inputClasses(invalid.has("urls"), "h-auto min-h-20 py-3")}
        />
        <p id={`${ids.urls}-hint`} className="mt-1 text-xs text-subtle">{t("urlsHint")}</p>
        <FieldError id={`${ids.urls}-error`} messages={errorsOf("urls")} />
      </div>
      <div>
        <label htmlFor={ids.description} className="mb-1.5 block text-sm font-medium text-muted">{t("description")}</label>
        <textarea
          id={ids.description}
          rows={5}
          maxLength={5000}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          aria-invalid={invalid.has("description") || undefined}
          className={inputClasses(invalid.has("description"), "h-auto min-h-28 py-3")}
        />
        <FieldError id={`${ids.description}-error`} messages={errorsOf("description")} />
      </div>
      <div>
        <label htmlFor={ids.statement} className="flex items-start gap-3 text-sm">
          <input id={ids.statement} type="checkbox" checked={values.statement} onChange={(e) => set("statement", e.target.checked)} className="mt-1 size-4 shrink-0 accent-[var(--color-accent)]" />
          <span>{t("statement")}</span>
        </label>
        <FieldError id={`${ids.statement}-error`} messages={errorsOf("statement")} />
      </div>
      <TextField label={t("signature")} autoComplete="name" maxLength={200} value={values.signature} onChange={(e) => set("signature", e.target.value)} errors={errorsOf("signature")} />
      <ErrorBanner message={banner} />
      <Button type="submit" loading={busy} className="self-start">{t("send")}</Button>
    </form>
  );
}
