"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Building2, CreditCard, Plus, Trash2, Wallet } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { PayoutMethodForm } from "./PayoutMethodForm";
import type { PayoutType } from "./payout-rules";
import { card } from "./styles";

export interface PayoutMethod {
  _id: string;
  type: PayoutType;
  details: string;
  isDefault: boolean;
}

type ListBody = { payoutMethods: PayoutMethod[] };
const KEY = "/api/users/payout-methods";
const ICONS = { bank: Building2, paypal: Wallet, stripe: CreditCard } as const;

/** Payout methods stored on the server: list, add, delete, set default. */
export function PayoutMethods() {
  const t = useTranslations("Profile");
  const { data, error, isLoading, mutate } = useSWR<ListBody>(KEY);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(id: string, path: string, method: "PUT" | "DELETE", success: string) {
    setBusy(id);
    try {
      const body = await requestJson<ListBody>(path, { method });
      await mutate(body, { revalidate: false });
      toast.success(success);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t("payoutActionFailed"));
    } finally {
      setBusy(null);
    }
  }

  const methods = data?.payoutMethods ?? [];
  return (
    <section className={card} aria-labelledby="payout-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payout-title" className="text-lg font-semibold">
          {t("payoutMethods")}
        </h2>
        {!adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            {t("addPayoutMethod")}
          </Button>
        )}
      </div>
      <div className="mt-4 space-y-3">
        {isLoading && <Spinner className="text-accent" label={t("loading")} />}
        {error && <ErrorBanner message={t("payoutLoadFailed")} />}
        {!isLoading && !error && methods.length === 0 && <p className="text-sm text-muted">{t("noPayoutMethods")}</p>}
        <ul className="space-y-3" data-testid="payout-list">
          {methods.map((m) => {
            const Icon = ICONS[m.type];
            return (
              <li key={m._id} className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3">
                <Icon className="size-5 text-accent" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">{t(`payoutType_${m.type}`)}</p>
                  <p className="truncate text-sm text-muted">
                    <bdi dir="ltr">{m.details}</bdi>
                  </p>
                </div>
                {m.isDefault ? (
                  <span className="rounded-full bg-ok/15 px-2.5 py-1 text-xs font-semibold text-ok">{t("default")}</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy === m._id}
                    onClick={() => void act(m._id, `${KEY}/${m._id}/default`, "PUT", t("defaultUpdated"))}
                  >
                    {t("setDefault")}
                  </Button>
                )}
                <button
                  type="button"
                  disabled={busy === m._id}
                  onClick={() => void act(m._id, `${KEY}/${m._id}`, "DELETE", t("payoutRemoved"))}
                  aria-label={t("removePayout", { details: m.details })}
                  className="rounded-full p-2 text-muted transition hover:bg-danger/10 hover:text-danger disabled:opacity-50"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
        {adding && (
          <PayoutMethodForm
            onCancel={() => setAdding(false)}
            onAdded={async () => {
              setAdding(false);
              await mutate();
            }}
          />
        )}
      </div>
    </section>
  );
}
