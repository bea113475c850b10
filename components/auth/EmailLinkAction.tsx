"use client";

import { CircleCheck, LinkIcon } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { AuthCard } from "./AuthCard";

type Stage = "ready" | "done" | "invalid";

const COPY = {
  confirm: { endpoint: "/api/users/email/confirm", title: "confirmEmailTitle", hint: "confirmEmailHint", button: "confirmEmailButton" },
  undo: { endpoint: "/api/users/email/undo", title: "undoEmailTitle", hint: "undoEmailHint", button: "undoEmailButton" },
} as const;

/**
 * /confirm-email?token= and /undo-email?token=: one button that sends the token (a click, not the
 * page load, so a mail scanner opening the link changes nothing), then the outcome.
 */
export function EmailLinkAction({ kind, token }: { kind: "confirm" | "undo"; token: string }) {
  const t = useTranslations("Account");
  const copy = COPY[kind];
  const [stage, setStage] = useState<Stage>(token ? "ready" : "invalid");
  const [done, setDone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onClick() {
    setError(null);
    setSubmitting(true);
    try {
      const body = await requestJson<{ email?: string }>(copy.endpoint, { method: "POST", body: JSON.stringify({ token }) });
      setDone(kind === "confirm" ? t("confirmEmailDone", { email: body.email ?? "" }) : t("undoEmailDone"));
      setStage("done");
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors?.token) setStage("invalid");
      else if (caught instanceof ApiError && caught.status === 409) setError(t("emailLinkTaken"));
      else if (caught instanceof ApiError && caught.status === 429) setError(t("tooMany"));
      else setError(t("emailLinkFailed"));
    } finally {
      setSubmitting(false);
    }
  }

  if (stage === "invalid") {
    return (
      <AuthCard title={t("invalidTitle")} subtitle={t(copy.hint)} footer={null}>
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          <LinkIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t("emailLinkInvalid")}</p>
        </div>
      </AuthCard>
    );
  }

  if (stage === "done") {
    return (
      <AuthCard title={t(copy.title)} subtitle={t(copy.hint)} footer={null}>
        <div role="status" className="flex items-start gap-3 rounded-xl border border-ok/40 bg-ok/10 px-4 py-3 text-sm text-ok">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{done}</p>
        </div>
        <Link href="/login" className={buttonClasses("primary", "lg", "mt-6 w-full")}>
          {t("goToLogin")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(copy.title)} subtitle={t(copy.hint)} footer={null}>
      <div className="space-y-5">
        <ErrorBanner message={error} />
        <Button size="lg" className="w-full" loading={submitting} onClick={onClick}>
          {t(copy.button)}
        </Button>
      </div>
    </AuthCard>
  );
}
