"use client";

import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { CodeField } from "@/components/ui/CodeField";
import { TextField } from "@/components/ui/TextField";
import { AuthCard } from "./AuthCard";
import { AuthFooterLink } from "./AuthFooterLink";
import { TWO_FACTOR_PREFIX } from "@/shared/sign-in-error";

export function LoginForm() {
  const t = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (challenge ? !code.trim() : !email.trim() || !password) {
      setError(tv("fillAllFields"));
      return;
    }
    setSubmitting(true);
    try {
      const credentials = challenge ? { challenge, code: code.trim() } : { email: email.trim(), password };
      const result = await signIn("credentials", { ...credentials, redirect: false });
      // The password was right and the account has two-factor sign-in: ask for the code.
      if (result?.error?.startsWith(TWO_FACTOR_PREFIX)) {
        setChallenge(result.error.slice(TWO_FACTOR_PREFIX.length));
        return;
      }
      if (!result || result.error || !result.ok) {
        // The server puts a human message in `error` (bad credentials, too many attempts).
        const message = result?.error && result.error !== "CredentialsSignin" ? result.error : tv("loginFailed");
        setError(message);
        return;
      }
      router.replace("/");
    } catch {
      setError(tv("loginFailed"));
    } finally {
      setSubmitting(false);
    }
  }

  if (challenge) {
    return (
      <AuthCard
        title={t("twoFactorTitle")}
        subtitle={t("twoFactorHint")}
        footer={<AuthFooterLink question={t("noAccount")} label={t("signUpHere")} href="/signup" />}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <CodeField label={t("code")} value={code} onChange={setCode} autoFocus />
          <ErrorBanner message={error} />
          <Button type="submit" size="lg" className="w-full" loading={submitting}>
            {t("verify")}
          </Button>
          <button
            type="button"
            className="w-full text-center text-sm text-muted hover:text-ink hover:underline"
            onClick={() => {
              setChallenge(null);
              setCode("");
              setError(null);
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
      footer={<AuthFooterLink question={t("noAccount")} label={t("signUpHere")} href="/signup" />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          dir="ltr"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t("password")}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-end text-sm">
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
