"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import { newsletterForm } from "@/client/forms/contact-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";

type Status = { kind: "idle" } | { kind: "ok" } | { kind: "error"; message: string };

/** Footer newsletter sign-up: POST /api/newsletter {email} (idempotent on the server), checked by its own schema first. */
export function NewsletterForm() {
  const t = useTranslations("Newsletter");
  const form = useSchemaForm(newsletterForm.schema, { email: "" });
  const texts = useFormTexts(newsletterForm.texts);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inputId = useId();
  const statusId = `${inputId}-status`;

  const send = form.handleSubmit(
    async ({ email }) => {
      try {
        await requestJson("/api/newsletter", { method: "POST", body: JSON.stringify({ email }) });
        setStatus({ kind: "ok" });
        form.reset({ email: "" });
      } catch (err) {
        const message = err instanceof ApiError && err.status === 429 ? t("tooMany") : t("failed");
        setStatus({ kind: "error", message });
      }
    },
    (errors) => setStatus({ kind: "error", message: texts.fieldText(errors, "email")?.[0] ?? t("invalidEmail") }),
  );

  return (
    <form onSubmit={send} noValidate className="mt-6" aria-describedby={status.kind !== "idle" ? statusId : undefined}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t("title")}
      </label>
      <p className="mt-1 text-xs text-muted">{t("body")}</p>
      <div className="mt-3 flex gap-2">
        <input
          id={inputId}
          type="email"
          dir="ltr"
          autoComplete="email"
          {...form.register("email")}
          placeholder={t("placeholder")}
          aria-invalid={status.kind === "error" || undefined}
          className="h-10 min-w-0 flex-1 rounded-full border border-line bg-canvas/60 px-4 text-sm text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
        <Button type="submit" size="sm" loading={form.formState.isSubmitting} className="h-10">
          {t("subscribe")}
        </Button>
      </div>
      <p id={statusId} role="status" className={`mt-2 min-h-5 text-xs ${status.kind === "error" ? "text-danger" : "text-ok"}`}>
        {status.kind === "ok" ? t("success") : status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
