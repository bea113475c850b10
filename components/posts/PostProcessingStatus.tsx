"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { requestJson } from "@/client/request";
import { useSWR } from "@/client/swr";
import { serverMessage } from "@/client/api-error";
import { toast } from "@/client/toast";
import type { FeedPost } from "./types";

type Processing = NonNullable<FeedPost["processing"]>;

/** How often the author's page reads a processing post again. */
const POLL_MS = 3000;

/**
 * What the author sees of their post while its videos are processed (decision 074): the
 * progress, that nobody else sees the post yet, and for a video that failed, why (its error
 * code's text) and a button that processes it again (POST /api/posts/{id}/media/{mediaId}/retry).
 * While a video of the post is still processing (or was just retried) the post is read again every
 * few seconds (GET /api/posts/{id}/processing) and handed to `onChange`: the progress moves without
 * a reload, and once the post is settled the card shows it as published (this status, and its
 * reads, go away with it). A post whose videos all failed is read once, then again after a retry.
 */
export function PostProcessingStatus({ post, onChange }: { post: FeedPost & { processing: Processing }; onChange?: (post: FeedPost) => void }) {
  const t = useTranslations("Processing");
  const postId = post._id;
  // a retried video is processing again at once (until the post given changes, from the server's next answer)
  const [override, setOverride] = useState<{ base: Processing; value: Processing } | null>(null);
  const processing = override && override.base === post.processing ? override.value : post.processing;
  const [busy, setBusy] = useState<string | null>(null);
  const failed = processing.media.filter((m) => m.status === "failed");
  const waiting = processing.media.some((m) => m.status === "processing");
  const { data, mutate } = useSWR<{ post: FeedPost }>(`/api/posts/${postId}/processing`, {
    // read again while a video is still processing: none left (failed ones wait for a retry), no more reads
    refreshInterval: (latest) => ((latest ? latest.post.processing?.media.some((m) => m.status === "processing") : waiting) ? POLL_MS : 0),
  });
  // the lists hand a new callback at every render: the latest is called, once per answer that changed
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    if (data) changed.current?.(data.post);
  }, [data]);

  async function retry(mediaId: string) {
    setBusy(mediaId);
    try {
      await requestJson(`/api/posts/${postId}/media/${mediaId}/retry`, { method: "POST" });
      const value = { ...processing, media: processing.media.map((m) => (m._id === mediaId ? { ...m, status: "processing" as const, progress: 0, error: null } : m)) };
      setOverride({ base: post.processing, value });
      changed.current?.({ ...post, processing: value });
      void mutate();
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
