"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { CheckState } from "./status";

const TONE = { none: "border-line", pending: "border-warn/50 bg-warn/10", approved: "border-ok/50 bg-ok/10", rejected: "border-danger/50 bg-danger/10" } as const;

/** Where a member's check stands, with the admin's reason when it was refused. */
export function StatusCard({ state, approvedText }: { state: CheckState; approvedText: string }) {
  const t = useTranslations("Identity");
  const label = { none: t("statusNone"), pending: t("statusPending"), approved: approvedText, rejected: t("statusRejected") }[state.status];
  return (
    <div role="status" data-testid="identity-status" data-status={state.status} className={clsx("rounded-[var(--radius-card)] border p-4", TONE[state.status])}>
      <p className="font-medium">{label}</p>
      {state.status === "rejected" && (
        <>
          {state.reason && <p className="mt-1 text-sm text-muted">{t("reason", { reason: state.reason })}</p>}
          <p className="mt-1 text-sm text-muted">{t("resubmit")}</p>
        </>
      )}
    </div>
  );
}
