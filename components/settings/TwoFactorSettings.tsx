"use client";

import { useState, type FormEvent } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { CodeField } from "@/components/ui/CodeField";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";

type Status = { enabled: boolean; recoveryCodesLeft: number };
type Setup = { secret: string; otpauthUrl: string; qrCode: string };

/** Two-factor sign-in: set up (QR code + key), confirm with a code, show the recovery codes once; turn off. */
export function TwoFactorSettings() {
  const t = useTranslations("Security");
  const { data, mutate } = useSWR<Status>("/api/users/2fa");
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (caught: unknown) => setError(caught instanceof ApiError && caught.status < 500 ? caught.message : t("failed"));

  async function run(action: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  const start = () => run(async () => setSetup(await requestJson<Setup>("/api/users/2fa/setup", { method: "POST" })));

  const enable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const body = await requestJson<{ recoveryCodes: string[] }>("/api/users/2fa/enable", { method: "POST", body: JSON.stringify({ code }) });
      setCodes(body.recoveryCodes);
      setSetup(null);
      setCode("");
      toast.success(t("enabled"));
      await mutate();
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await requestJson("/api/users/2fa/disable", { method: "POST", body: JSON.stringify({ password, code }) });
      setPassword("");
      setCode("");
      toast.success(t("disabled"));
      await mutate();
    });
  };

  if (codes) {
    return (
      <div className="max-w-md space-y-4" data-testid="recovery-codes">
        <h3 className="font-semibold">{t("recoveryTitle")}</h3>
        <p className="text-sm text-muted">{t("recoveryHint")}</p>
        <ul dir="ltr" className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface-2 p-4 font-mono text-sm">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button onClick={() => setCodes(null)}>{t("done")}</Button>
      </div>
    );
  }

  if (!data) return null;

  if (data.enabled) {
    return (
      <form onSubmit={disable} noValidate className="max-w-md space-y-4">
        <p className="text-sm font-medium text-accent" data-testid="two-factor-on">
          {t("twoFactorOn", { count: data.recoveryCodesLeft })}
        </p>
        <p className="text-sm text-muted">{t("disableHint")}</p>
        <PasswordField label={t("password")} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label={t("codeOrRecovery")} name="code" autoComplete="one-time-code" dir="ltr" value={code} onChange={(e) => setCode(e.target.value)} />
        <ErrorBanner message={error} />
        <Button type="submit" variant="secondary" loading={busy}>
          {t("disable")}
        </Button>
      </form>
    );
  }

  if (!setup) {
    return (
      <div className="space-y-3">
        <ErrorBanner message={error} />
        <Button onClick={start} loading={busy}>
          {t("setUp")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={enable} noValidate className="max-w-md space-y-4">
      <p className="text-sm text-muted">{t("scan")}</p>
      <img src={setup.qrCode} alt={t("qrAlt")} width={192} height={192} className="rounded-xl bg-white p-2" data-testid="two-factor-qr" />
      <p className="text-sm">
        {t("secretKey")}:{" "}
        <code dir="ltr" className="break-all rounded bg-surface-2 px-1.5 py-0.5 font-mono" data-testid="two-factor-secret">
          {setup.secret}
        </code>
      </p>
      <CodeField label={t("code")} value={code} onChange={setCode} />
      <ErrorBanner message={error} />
      <div className="flex gap-2">
        <Button type="submit" loading={busy}>
          {t("enable")}
        </Button>
        <Button variant="ghost" onClick={() => setSetup(null)} disabled={busy}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
