"use client";

import { useState } from "react";
import useSWR from "swr";
import { signOut } from "next-auth/react";
import { useFormatter, useTranslations } from "next-intl";
import { Monitor, Smartphone } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { useRouter } from "@/i18n/navigation";
import { fetcher, requestJson } from "@/lib/client/request";
import { describeUserAgent } from "@/lib/client/user-agent";

type SessionItem = { id: string; createdAt: string; lastSeenAt: string; userAgent: string | null; ip: string | null; current: boolean };

/** Where the member is signed in (GET /api/users/sessions), with a "sign out" per device and everywhere. */
export function SessionsSettings() {
  const t = useTranslations("Security");
  const format = useFormatter();
  const router = useRouter();
  const { data, error, mutate } = useSWR<{ sessions: SessionItem[] }>("/api/users/sessions", fetcher);
  const [busy, setBusy] = useState<string | null>(null);

  const leave = async () => {
    await signOut({ redirect: false });
    router.replace("/login");
  };

  async function end(id: string, current: boolean) {
    setBusy(id);
    try {
      await requestJson(`/api/users/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
      if (current) return leave();
      toast.success(t("signedOutDevice"));
      await mutate();
    } catch {
      toast.error(t("failed"));
    } finally {
      setBusy(null);
    }
  }

  async function endAll() {
    setBusy("all");
    try {
      await requestJson("/api/auth/logout-all", { method: "POST" });
      await leave();
    } catch {
      toast.error(t("failed"));
      setBusy(null);
    }
  }

  if (error) return <ErrorBanner message={t("sessionsFailed")} />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-xl border border-line" data-testid="session-list">
        {(data?.sessions ?? []).map((s) => {
          const device = describeUserAgent(s.userAgent);
          const Icon = device.mobile ? Smartphone : Monitor;
          return (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              <Icon className="size-5 shrink-0 text-muted" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {device.label ?? t("unknownDevice")}
                  {s.current && <span className="ms-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">{t("thisDevice")}</span>}
                </p>
                <p className="text-xs text-muted">
                  {s.ip && (
                    <span dir="ltr" className="me-2">
                      {s.ip}
                    </span>
                  )}
                  {t("lastActive", { time: format.relativeTime(new Date(s.lastSeenAt)) })} ·{" "}
                  {t("signedIn", { time: format.relativeTime(new Date(s.createdAt)) })}
                </p>
              </div>
              <Button size="sm" variant="secondary" loading={busy === s.id} disabled={busy !== null} onClick={() => end(s.id, s.current)}>
                {t("signOutDevice")}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" loading={busy === "all"} disabled={busy !== null} onClick={endAll}>
        {t("signOutAll")}
      </Button>
    </div>
  );
}
