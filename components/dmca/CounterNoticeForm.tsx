"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useSession } from "@/client/session";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { FieldError } from "@/components/ui/FieldError";
import { TextField } from "@/components/ui/TextField";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import { counterNoticeSchema } from "@/shared/schemas/moderation";
import { erroredFields } from "./field-errors";
import { SignInLink } from "@/components/auth/SignInLink";

const empty = { message: "", statement: false, signature: "" };

/** The creator's counter-notice to a takedown (/dmca?counter={id}, the link of their statement): POST /api/takedowns/{id}/counter-notice. */
export function CounterNoticeForm({ takedownId }: { takedownId: string }) {
  const t = useTranslations("Dmca");
  const session = useSession();
  const [values, setValues] = useState(empty);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const ids = { message: useId(), statement: useId() };
  const errorsOf = (f: "message" | "statement" | "signature") => (invalid.has(f) ? [t(f === "message" ? "errors.description" : `errors.${f}`)] : undefined);

  if (session.status === "unauthenticated") {
    return (
      <p className="rounded-2xl border border-line bg-surface p-5 text-sm">
        <SignInLink className="font-medium text-accent hover:underline">{t("counterSignIn")}</SignInLink>
      </p>
    );
  }
  if (sent) return <p role="status" className="rounded-2xl border border-ok/40 bg-ok/10 p-5 text-sm">{t("counterSent")}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const checked = counterNoticeSchema.safeParse(values);
    if (!checked.success) return setInvalid(new Set(checked.error.issues.map((i) => String(i.path[0]))));
    setInvalid(new Set());
    setBusy(true);
    try {
      await requestJson(`/api/takedowns/${encodeURIComponent(takedownId)}/counter-notice`, { method: "POST", body: JSON.stringify(checked.data) });
      setSent(true);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 409)) setBanner(t("counterUnavailable"));
      else if (err instanceof ApiError && err.status === 429) setBanner(t("tooMany"));
      else {
        if (err instanceof ApiError && err.errors) setInvalid(erroredFields(err.errors));
        setBanner(t("failed"));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-label={t("counterTitle")}>
      <h2 className="text-lg font-semibold">{t("counterTitle")}</h2>
      <p className="text-sm text-muted">{t("counterIntro")}</p>
      <div>
        <label htmlFor={ids.message} className="mb-1.5 block text-sm font-medium text-muted">{t("counterMessage")}</label>
        <textarea
          id={ids.message}
          rows={5}
          maxLength={5000}
          value={values.message}
          onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
          aria-invalid={invalid.has("message") || undefined}
          className={inputClasses(invalid.has("message"), "h-auto min-h-28 py-3")}
        />
        <FieldError id={`${ids.message}-error`} messages={errorsOf("message")} />
      </div>
      <div>
        <label htmlFor={ids.statement} className="flex items-start gap-3 text-sm">
          <input id={ids.statement} type="checkbox" checked={values.statement} onChange={(e) => setValues((v) => ({ ...v, statement: e.target.checked }))} className="mt-1 size-4 shrink-0" />
          <span>{t("counterStatement")}</span>
        </label>
        <FieldError id={`${ids.statement}-error`} messages={errorsOf("statement")} />
      </div>
      <TextField label={t("signature")} autoComplete="name" maxLength={200} value={values.signature} onChange={(e) => setValues((v) => ({ ...v, signature: e.target.value }))} errors={errorsOf("signature")} />
      <ErrorBanner message={banner} />
      <Button type="submit" loading={busy} className="self-start">{t("counterSend")}</Button>
    </form>
  );
}
