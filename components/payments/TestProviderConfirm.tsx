"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { FlaskConical, Landmark, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { requestJson } from "@/client/request";
import { statusOf } from "@/client/api-error";
import { useMoney } from "./money";

interface Challenge {
  ref: string;
  amount: number;
  currency: string;
  descriptor: string;
  status: string;
  returnUrl: string;
}

/** Only a path of this app is followed (the server checks it too). */
const safePath = (url: string) => (/^\/(?![/\\])/.test(url) ? url : "/");

/**
 * The test provider's confirmation page: GET /api/payments/test-provider/{ref} shows the charge,
 * Confirm or Cancel answers it (POST {decision}) and the browser goes back to where the fan paid.
 */
export function TestProviderConfirm({ reference, returnPath }: { reference: string; returnPath: string | null }) {
  const t = useTranslations("TestProvider");
  const money = useMoney();
  const router = useRouter();
  const query = returnPath ? `?return=${encodeURIComponent(returnPath)}` : "";
  const url = `/api/payments/test-provider/${encodeURIComponent(reference)}${query}`;
  const { data, error, isLoading } = useSWR<Challenge>(url, { shouldRetryOnError: false, revalidateOnReconnect: false });
  const [sending, setSending] = useState<"confirm" | "cancel" | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function answer(decision: "confirm" | "cancel") {
    setSending(decision);
    setFailed(null);
    try {
      const a = await requestJson<{ status: string; returnUrl: string }>(url, { method: "POST", body: JSON.stringify({ decision }) });
      router.replace(safePath(a.returnUrl));
    } catch (err) {
      console.warn("test provider answer failed", err);
      setFailed(t("answerFailed"));
      setSending(null);
    }
  }

  const open = data?.status === "requires_action";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <section className="overflow-hidden rounded-[var(--radius-card)] border-2 border-dashed border-warn/60 bg-surface" data-testid="test-provider">
        <header className="flex items-center gap-3 bg-warn/15 px-5 py-4 text-warn">
          <FlaskConical className="size-6 shrink-0" aria-hidden />
          <div>
            <p className="text-xs font-bold tracking-widest uppercase">{t("badge")}</p>
            <h1 className="text-lg font-bold">{t("title")}</h1>
          </div>
        </header>
        <div className="space-y-5 px-5 py-6">
          <p className="text-sm text-muted">{t("note")}</p>
          {isLoading ? (
            <div className="flex justify-center py-6 text-accent">
              <Spinner label={t("loading")} />
            </div>
          ) : error || !data ? (
            <ErrorBanner message={statusOf(error) === 404 ? t("notFound") : t("loadFailed")} />
          ) : (
            <>
              <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-2/60 p-4">
                <Landmark className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                <p className="font-semibold" data-testid="test-provider-question">
                  {t("question", { amount: money.format(data.amount, data.currency), descriptor: data.descriptor })}
                </p>
              </div>
              {!open && <p className="text-sm text-muted" role="status">{data.status === "succeeded" ? t("alreadyConfirmed") : t("alreadyAnswered")}</p>}
              <ErrorBanner message={failed} />
              {open ? (
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={() => void answer("cancel")} loading={sending === "cancel"} disabled={sending !== null}>
                    {t("cancel")}
                  </Button>
                  <Button onClick={() => void answer("confirm")} loading={sending === "confirm"} disabled={sending !== null}>
                    <ShieldCheck className="size-4" aria-hidden />
                    {t("confirm")}
                  </Button>
                </div>
              ) : (
                <Button variant="secondary" onClick={() => router.replace(safePath(data.returnUrl))}>
                  {t("back")}
                </Button>
              )}
            </>
          )}
        </div>
      </section>
    </div>
  );
}
