"use client";

import { useState, type FormEvent } from "react";
import { useWatch, type FieldErrors } from "react-hook-form";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { CodeField } from "@/components/ui/CodeField";
import { TextField } from "@/components/ui/TextField";
import { ADMIN_TEXT } from "./strings";
import { loginGreeting } from "./greeting";
import { useClientHour } from "./useClientHour";
import { signInAdmin } from "./admin-api";
import { adminCodeForm, adminLoginForm } from "@/client/forms/auth-forms";
import { firstProblem, issuesOf, problemText, type FormTexts } from "@/client/forms/issue-text";
import { useSchemaForm } from "@/client/forms/use-schema-form";

const T = ADMIN_TEXT.login;

export function AdminLoginForm() {
  const hour = useClientHour();
  // the credentials step and the code step, each checked by the schema POST /api/auth/admin-session uses
  const credentials = useSchemaForm(adminLoginForm.schema, { username: "", password: "" });
  const second = useSchemaForm(adminCodeForm.schema, { challenge: "", code: "" });
  const challenge = useWatch({ control: second.control, name: "challenge" }) || null;
  const code = useWatch({ control: second.control, name: "code" });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // the admin area's texts are French only (ADMIN_TEXT), not a dictionary
  const show = (form: { texts: FormTexts; order?: readonly string[] }) => (errors: FieldErrors, values: object) => {
    const problem = firstProblem(issuesOf(errors), values as Record<string, unknown>, form.order ?? [], form.texts);
    setError(problem ? problemText(problem, (key) => T[key as keyof typeof T]) : null);
  };

  async function signInWith(input: { username: string; password: string } | { challenge: string; code: string }) {
    setSubmitting(true);
    const result = await signInAdmin(input);
    if (!result.ok) {
      if ("challenge" in result) second.reset({ challenge: result.challenge, code: "" });
      else setError(result.message ?? T.failed);
      setSubmitting(false);
      return;
    }
    // A full load: /admin has its own root layout and the proxy (proxy.ts) checks the new cookie.
    window.location.assign("/admin");
  }

  const send = credentials.handleSubmit(signInWith, (errors) => show(adminLoginForm)(errors, credentials.getValues()));
  const sendCode = second.handleSubmit(signInWith, (errors) => show(adminCodeForm)(errors, second.getValues()));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setError(null);
    return challenge ? sendCode(event) : send(event);
  }

  return (
    <main className="relative flex min-h-dvh items-center justify-center px-4 py-12">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 mx-auto h-72 w-[40rem] max-w-full rounded-full bg-accent/10 blur-3xl" />
      <section className="relative w-full max-w-md rounded-[var(--radius-card)] border border-line bg-surface/90 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <header className="mb-8 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand text-white">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <p className="text-sm font-medium text-accent" data-testid="admin-greeting">
            {hour === null ? "\u00a0" : loginGreeting(hour)}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight">{T.title}</h1>
          <p className="mt-2 text-sm text-muted">{T.subtitle}</p>
        </header>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {challenge ? (
            <>
              <p className="text-sm text-muted">{T.codeHint}</p>
              <CodeField label={T.code} value={code} onChange={(value) => second.setValue("code", value)} autoFocus />
            </>
          ) : (
            <>
          <TextField
            label={T.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            required
            {...credentials.register("username")}
          />
          <PasswordField
            label={T.password}
            autoComplete="current-password"
            required
            {...credentials.register("password")}
          />
            </>
          )}
          <ErrorBanner message={error} />
          <Button type="submit" size="lg" className="w-full" loading={submitting}>
            {submitting ? T.submitting : challenge ? T.verify : T.submit}
          </Button>
        </form>
        <p className="mt-8 text-center text-sm">
          <a href="/" className="text-muted underline-offset-4 hover:text-ink hover:underline">
            {T.backToSite}
          </a>
        </p>
      </section>
    </main>
  );
}
