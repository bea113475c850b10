"use client";

import { CheckCircle2 } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { FieldError } from "@/components/ui/FieldError";
import { TextField } from "@/components/ui/TextField";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import { CONTACT_MESSAGE_MAX, contactForm, contactTexts } from "@/client/forms/contact-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";

interface ContactFormProps {
  /** Prepended to the message, e.g. "[Report]" on /report and "[Bug]" on /bugs. */
  subjectPrefix?: string;
  /** Translation key under "Contact" for the message label. */
  messageLabelKey?: "message" | "reportMessage" | "bugMessage";
}

const empty = { name: "", email: "", message: "" };

/** The contact form: POST /api/contact {name, email, message}, checked by the endpoint's own schema before it is sent. */
export function ContactForm({ subjectPrefix, messageLabelKey = "message" }: ContactFormProps) {
  const t = useTranslations("Contact");
  const schema = useMemo(() => contactForm(subjectPrefix), [subjectPrefix]);
  const form = useSchemaForm(schema, empty);
  const texts = useFormTexts(contactTexts);
  // the server's own field errors (as it answered them), shown instead of the form's
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const errorsOf = (field: keyof typeof empty) => refused[field] ?? texts.fieldText(form.formState.errors, field);
  const errors = { name: errorsOf("name"), email: errorsOf("email"), message: errorsOf("message") };
  // the prefix and its space count against the server's limit
  const messageMax = CONTACT_MESSAGE_MAX - (subjectPrefix ? subjectPrefix.length + 1 : 0);

  const send = form.handleSubmit(async (body) => {
    try {
      await requestJson("/api/contact", { method: "POST", body: JSON.stringify(body) });
      setSent(true);
      form.reset(empty);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) texts.setBanner(t("tooMany"));
      else if (err instanceof ApiError && err.errors && Object.keys(err.errors).length > 0) {
        setRefused(err.errors);
        texts.setBanner(err.message || t("failed"));
      } else texts.setBanner(t("failed"));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    texts.setBanner(null);
    setRefused({});
    return send(event);
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
          autoComplete="name"
          maxLength={100}
          {...form.register("name")}
          errors={errors.name}
        />
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          {...form.register("email")}
          errors={errors.email}
        />
      </div>
      <div>
        <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-muted">
          {t(messageLabelKey)}
        </label>
        <textarea
          id={messageId}
          rows={6}
          maxLength={messageMax}
          {...form.register("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={inputClasses(Boolean(errors.message), "h-auto min-h-32 py-3")}
        />
        <FieldError id={`${messageId}-error`} messages={errors.message} />
      </div>
      <ErrorBanner message={texts.banner} />
      <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
        {t("send")}
      </Button>
    </form>
  );
}
