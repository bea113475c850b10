"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { toast } from "@/client/toast";
import type { FeedPost } from "./types";

type Processing = NonNullable<FeedPost["processing"]>;

/**
 * What the author sees of their post while its videos are processed (decision 074): the
 * progress, that nobody else sees the post yet, and for a video that failed, why (its error
 * code's text) and a button that processes it again (POST /api/posts/{id}/media/{mediaId}/retry).
 */
export function PostProcessingStatus({ postId, processing }: { postId: string; processing: Processing }) {
  const t = useTranslations("Processing");
  const [retried, setRetried] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const failed = processing.media.filter((m) => m.status === "failed" && !retried.has(m._id));

  async function retry(mediaId: string) {
    setBusy(mediaId);
    try {
      await requestJson(`/api/posts/${postId}/media/${mediaId}/retry`, { method: "POST" });
      setRetried((s) => new Set(s).add(mediaId));
    } catch (err) {
      toast.error(serverMessage(err, t("failed")));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div role="status" className="mt-3 space-y-2 rounded-lg border border-accent/30 bg-accent/5 px-3 py-2 text-sm" data-testid="post-processing-status">
      <p className="font-semibold">{t("badge", { progress: processing.progress })}</p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={processing.progress}
        aria-label={t("badge", { progress: processing.progress })}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${processing.progress}%` }} />
      </div>
      <p className="text-muted">{t("hidden")}</p>
      {failed.map((m) => (
        <p key={m._id} className="flex flex-wrap items-center gap-2 text-warn">
          <span>{m.error === "MEDIA_BLOCKED" ? t("blocked") : m.error === "MEDIA_UNREADABLE" ? t("unreadable") : t("failed")}</span>
          {m.error !== "MEDIA_BLOCKED" && (
            <button
              type="button"
              onClick={() => void retry(m._id)}
              disabled={busy === m._id}
              className="rounded-full border border-warn/40 px-3 py-1 text-xs font-medium hover:bg-warn/10 disabled:opacity-50"
            >
              {busy === m._id ? t("retrying") : t("retry")}
            </button>
          )}
        </p>
      ))}
    </div>
  );
}
