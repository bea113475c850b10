"use client";

import { useSWR } from "@/client/swr";
import { useState } from "react";
import { CalendarClock, Image as ImageIcon, Video } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { inputClasses } from "@/components/ui/field-styles";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { useMoney } from "@/components/payments/money";
import { localToIso } from "@/components/feed/ComposerOffer";
import { formatDateTime } from "@/shared/format";
import type { FeedPost } from "@/components/posts/types";

/** "2026-11-26T18:30" (the reader's local time) for a datetime-local input. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** /scheduled: GET /api/posts/scheduled, each post movable (PATCH .../schedule), publishable now or cancelled (DELETE .../schedule). */
export function ScheduledQueue() {
  const t = useTranslations("Schedule");
  const { data, error, mutate } = useSWR<{ posts: FeedPost[] }>("/api/posts/scheduled");
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("queueTitle")}</h1>
        <p className="mt-2 text-muted">{t("queueIntro")}</p>
      </header>
      {error ? (
        <ErrorBanner message={t("queueLoadFailed")} />
      ) : !data ? (
        <PageSpinner />
      ) : data.posts.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-line bg-surface py-10 text-center text-muted" data-testid="scheduled-empty">
          {t("queueEmpty")}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.posts.map((post) => (
            <ScheduledItem key={post._id} post={post} onChanged={() => void mutate()} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ScheduledItem({ post, onChanged }: { post: FeedPost; onChanged: () => void }) {
  const t = useTranslations("Schedule");
  const locale = useLocale();
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [publishAt, setPublishAt] = useState(toLocalInput(post.publishAt));
  const [expiresAt, setExpiresAt] = useState(toLocalInput(post.expiresAt));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(body: { publishAt: string | null; expiresAt: string | null } | null) {
    setBusy(true);
    setProblem(null);
    try {
      const path = `/api/posts/${post._id}/schedule`;
      if (body) await requestJson(path, { method: "PATCH", body: JSON.stringify(body) });
      else await requestJson(path, { method: "DELETE" });
      toast.success(body ? t("saved") : t("cancelled"));
      setEditing(false);
      setConfirming(false);
      onChanged();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.code === "POST_NOT_SCHEDULED") {
        setProblem(e.message); // the dictionary's text of the code (client/request.ts)
        onChanged();
      } else if (e?.errors?.publishAt) setProblem(t("publishAtInvalid"));
      else if (e?.errors?.expiresAt) setProblem(t("expiresAtInvalid"));
      else setProblem(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  const images = post.mediaCount?.images ?? 0;
  const videos = post.mediaCount?.videos ?? 0;
  return (
    <li className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="scheduled-post" data-post-id={post._id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p dir="auto" className="truncate font-semibold">{post.title || t("untitled")}</p>
          <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5 text-warn">
              <CalendarClock className="size-4" aria-hidden />
              {t("scheduledFor", { date: formatDateTime(locale, post.publishedAt) })}
            </span>
            {images > 0 && (
              <span className="inline-flex items-center gap-1">
                <ImageIcon className="size-4" aria-hidden />
                {images}
              </span>
            )}
            {videos > 0 && (
              <span className="inline-flex items-center gap-1">
                <Video className="size-4" aria-hidden />
                {videos}
              </span>
            )}
            {typeof post.price === "number" && <bdi className="font-medium text-accent">{money.format(post.price)}</bdi>}
          </p>
          {post.expiresAt && <p className="mt-1 text-sm text-subtle">{t("expiresOn", { date: formatDateTime(locale, post.expiresAt) })}</p>}
        </div>
      </div>

      {editing && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-medium text-muted">
            {t("publishAtLabel")}
            <input type="datetime-local" dir="ltr" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} className={inputClasses(false, "mt-1")} data-testid="schedule-publish-at" />
          </label>
          <label className="text-sm font-medium text-muted">
            {t("expiresAtLabel")}
            <input type="datetime-local" dir="ltr" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} className={inputClasses(false, "mt-1")} />
          </label>
        </div>
      )}
      <ErrorBanner message={problem} />
      {confirming && <p className="text-sm">{t("cancelConfirm")}</p>}

      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button size="sm" loading={busy} onClick={() => void send(null)} data-testid="schedule-cancel-confirm">
              {t("cancelPost")}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t("keep")}
            </Button>
          </>
        ) : editing ? (
          <>
            <Button
              size="sm"
              loading={busy}
              onClick={() => void send({ publishAt: localToIso(publishAt) || null, expiresAt: localToIso(expiresAt) || null })}
              disabled={!publishAt}
              data-testid="schedule-save"
            >
              {t("save")}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(false)}>
              {t("back")}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)} data-testid="schedule-edit">
              {t("edit")}
            </Button>
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void send({ publishAt: null, expiresAt: post.expiresAt })} data-testid="schedule-publish-now">
              {t("publishNow")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} data-testid="schedule-cancel">
              {t("cancelPost")}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
