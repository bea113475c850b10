"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { signOut } from "@/client/session";
import { useTranslations } from "next-intl";
import { Monitor, Smartphone } from "lucide-react";
import { toast } from "@/client/toast";
import { TimeAgo } from "@/components/posts/TimeAgo";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { useRouter } from "@/i18n/navigation";
import { requestJson } from "@/client/request";
import { describeUserAgent } from "@/client/user-agent";

type SessionItem = { id: string; createdAt: string; lastSeenAt: string; userAgent: string | null; ip: string | null; current: boolean };

/** Where the member is signed in (GET /api/users/sessions), with a "sign out" per device and everywhere. */
export function SessionsSettings() {
  const t = useTranslations("Security");
  const router = useRouter();
  const { data, error, mutate } = useSWR<{ sessions: SessionItem[] }>("/api/users/sessions");
  const [busy, setBusy] = useState<string | null>(null);

  const leave = async () => {
    await signOut();
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
                <p className="flex min-w-0 items-center gap-2 font-medium">
                  <span className="truncate">{device.label ?? t("unknownDevice")}</span>
                  {s.current && <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">{t("thisDevice")}</span>}
                </p>
                <p className="text-xs text-muted">
                  {s.ip && (
                    <span dir="ltr" className="me-2">
                      {s.ip}
                    </span>
                  )}
                  {t("lastActive")} <TimeAgo date={s.lastSeenAt} /> · {t("signedIn")} <TimeAgo date={s.createdAt} />
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
