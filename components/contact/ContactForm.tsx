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
import { contactFieldErrors, CONTACT_MESSAGE_MAX, type ContactFields } from "@/client/forms/contact";

interface ContactFormProps {
  /** Prepended to the message, e.g. "[Report]" on /report and "[Bug]" on /bugs. */
  subjectPrefix?: string;
  /** Translation key under "Contact" for the message label. */
  messageLabelKey?: "message" | "reportMessage" | "bugMessage";
}

const empty: ContactFields = { name: "", email: "", message: "" };

/** The contact form: POST /api/contact {name, email, message}, validated on both sides. */
export function ContactForm({ subjectPrefix, messageLabelKey = "message" }: ContactFormProps) {
  const t = useTranslations("Contact");
  const [fields, setFields] = useState<ContactFields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFields, string[]>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const messageId = useId();

  const set = (key: keyof ContactFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    const local = contactFieldErrors(fields);
    const translated = Object.fromEntries(Object.entries(local).map(([k, code]) => [k, [t(`errors.${code}`)]]));
    setErrors(translated);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      const message = subjectPrefix ? `${subjectPrefix} ${fields.message.trim()}` : fields.message.trim();
      await requestJson("/api/contact", {
        method: "POST",
        body: JSON.stringify({ name: fields.name.trim(), email: fields.email.trim(), message }),
      });
      setSent(true);
      setFields(empty);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) setBanner(t("tooMany"));
      else if (err instanceof ApiError && err.errors && Object.keys(err.errors).length > 0) {
        setErrors(err.errors as typeof errors);
        setBanner(err.message || t("failed"));
      } else setBanner(t("failed"));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-ok/40 bg-ok/10 p-6 text-center">
        <CheckCircle2 className="mx-auto size-8 text-ok" aria-hidden />
        <p className="mt-3 font-semibold">{t("successTitle")}</p>
        <p className="mt-1 text-sm text-muted">{t("successBody")}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setSent(false)}>
          {t("sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("name")}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={fields.name}
          onChange={(e) => set("name")(e.target.value)}
          errors={errors.name}
        />
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(e) => set("email")(e.target.value)}
          errors={errors.email}
        />
      </div>
      <div>
        <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-muted">
          {t(messageLabelKey)}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={fields.message}
          onChange={(e) => set("message")(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={inputClasses(Boolean(errors.message), "h-auto min-h-32 py-3")}
        />
        <FieldError id={`${messageId}-error`} messages={errors.message} />
      </div>
      <ErrorBanner message={banner} />
      <Button type="submit" loading={sending} className="self-start">
        {t("send")}
      </Button>
    </form>
  );
}
