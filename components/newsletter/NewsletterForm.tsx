"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";

type Status = { kind: "idle" } | { kind: "ok" } | { kind: "error"; message: string };

/**
 * Footer newsletter sign-up: POST /api/newsletter {email} (idempotent on the server), checked by
 * its own schema first. The footer is on every page, so the schema (and zod with it) is loaded
 * when the form is sent, not with the page; whatever is wrong with the address, one text
 * (`newsletterForm.texts`).
 */
export function NewsletterForm() {
  const t = useTranslations("Newsletter");
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inputId = useId();
  const statusId = `${inputId}-status`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { newsletterForm } = await import("@/client/forms/contact-forms");
      const parsed = newsletterForm.schema.safeParse({ email });
      if (!parsed.success) return setStatus({ kind: "error", message: t("invalidEmail") });
      await requestJson("/api/newsletter", { method: "POST", body: JSON.stringify(parsed.data) });
      setStatus({ kind: "ok" });
      setEmail("");
    } catch (err) {
      const message = err instanceof ApiError && err.status === 429 ? t("tooMany") : t("failed");
      setStatus({ kind: "error", message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="mt-6" aria-describedby={status.kind !== "idle" ? statusId : undefined}>
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
          name="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t("placeholder")}
          aria-invalid={status.kind === "error" || undefined}
          className="h-10 min-w-0 flex-1 rounded-full border border-line bg-canvas/60 px-4 text-sm text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
        <Button type="submit" size="sm" loading={sending} className="h-10">
          {t("subscribe")}
        </Button>
      </div>
      <p id={statusId} role="status" className={`mt-2 min-h-5 text-xs ${status.kind === "error" ? "text-danger" : "text-ok"}`}>
        {status.kind === "ok" ? t("success") : status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
