"use client";

import { useState, type FormEvent } from "react";
import { signIn } from "@/client/session";
import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { CodeField } from "@/components/ui/CodeField";
import { TextField } from "@/components/ui/TextField";
import { AuthCard } from "./AuthCard";
import { AuthFooterLink } from "./AuthFooterLink";
import { ACCOUNT_REFUSED_PREFIX, TWO_FACTOR_PREFIX } from "@/shared/sign-in-error";
import { loginOrder, loginTexts } from "@/client/forms/login-texts";
import { useFormTexts } from "@/client/forms/use-form-texts";
import { issuesIn } from "@/client/forms/issue-text";

// The schemas (and zod) are loaded when the form is sent, and the form keeps its few values in
// React state rather than react-hook-form: the sign-in page stays light (decision 069).
const loadSchemas = () => import("@/client/forms/auth-forms").then((m) => ({ login: m.loginForm.schema, twoFactor: m.twoFactorForm.schema }));
import { signInHref } from "@/shared/return-to";

/** `next`: where to go once signed in (a safe path, checked by the page: shared/return-to.ts). */
export function LoginForm({ next = "/" }: { next?: string }) {
  const t = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const tp = useTranslations("Privacy");
  const router = useRouter();
  // the credentials step and the code step: each checked by the schema the server checks them with
  const [second, setSecond] = useState({ challenge: "", code: "" });
  const [submitting, setSubmitting] = useState(false);
  const texts = useFormTexts(loginTexts, loginOrder);
  const { code } = second;
  const challenge = second.challenge || null;

  async function signInWith(input: { email: string; password: string } | { challenge: string; code: string }) {
    try {
      const result = await signIn("credentials", { ...input, redirect: false });
      // The password was right and the account has two-factor sign-in: ask for the code.
      if (result?.error?.startsWith(TWO_FACTOR_PREFIX)) {
        setSecond({ challenge: result.error.slice(TWO_FACTOR_PREFIX.length), code: "" });
        return;
      }
      // A suspended or banned account: its coded refusal, in the reader's language.
      if (result?.error?.startsWith(ACCOUNT_REFUSED_PREFIX)) {
        const refusal = result.error.slice(ACCOUNT_REFUSED_PREFIX.length);
        // an account waiting for its deletion can be restored (/restore-account, linked below)
        if (refusal === "ACCOUNT_DELETED") texts.setBanner(tp("deletedAtSignIn"));
        else texts.setBanner(tv(refusal === "ACCOUNT_BANNED" ? "accountBanned" : "accountSuspended"));
        return;
      }
      if (!result || result.error || !result.ok) {
        // The server puts a human message in `error` (bad credentials, too many attempts).
        texts.setBanner(result?.error && result.error !== "CredentialsSignin" ? result.error : tv("loginFailed"));
        return;
      }
      router.replace(next);
    } catch {
      texts.setBanner(tv("loginFailed"));
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // the e-mail and password are read from the form itself (typed before the scripts ran, or filled by the browser)
    const form = new FormData(event.currentTarget);
    texts.setBanner(null);
    setSubmitting(true);
    try {
      const schemas = await loadSchemas();
      const values = challenge ? second : { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
      const schema = challenge ? schemas.twoFactor : schemas.login;
      const parsed = schema.safeParse(values);
      if (!parsed.success) return texts.showIssues(issuesIn(schema, values), values);
      await signInWith(parsed.data);
    } catch {
      texts.setBanner(tv("loginFailed"));
    } finally {
      setSubmitting(false);
    }
  };
  const error = texts.banner;

  if (challenge) {
    return (
      <AuthCard
        title={t("twoFactorTitle")}
        subtitle={t("twoFactorHint")}
        footer={<AuthFooterLink question={t("noAccount")} label={t("signUpHere")} href={signInHref(next, "/signup")} />}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <CodeField label={t("code")} value={code} onChange={(value) => setSecond((v) => ({ ...v, code: value }))} autoFocus />
          <ErrorBanner message={error} />
          <Button type="submit" size="lg" className="w-full" loading={submitting}>
            {t("verify")}
          </Button>
          <button
            type="button"
            className="w-full text-center text-sm text-muted hover:text-ink hover:underline"
            onClick={() => {
              setSecond({ challenge: "", code: "" });
              texts.setBanner(null);
            }}
          >
            {t("startOver")}
          </button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("welcomeBack")}
      subtitle={t("signInSubtitle")}
      footer={<AuthFooterLink question={t("noAccount")} label={t("signUpHere")} href={signInHref(next, "/signup")} />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          dir="ltr"
          required
          name="email"
        />
        <PasswordField
          label={t("password")}
          autoComplete="current-password"
          required
          name="password"
        />
        <p className="-mt-2 flex flex-wrap justify-end gap-x-4 text-sm">
          <Link href="/restore-account" className="text-muted hover:text-ink hover:underline">
            {tp("restoreLink")}
          </Link>
          <Link href="/forgot-password" className="font-medium text-accent hover:underline">
            {t("forgotPassword")}
          </Link>
        </p>
        <ErrorBanner message={error} />
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {t("signIn")}
        </Button>
      </form>
    </AuthCard>
  );
}
