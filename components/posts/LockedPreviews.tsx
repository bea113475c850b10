"use client";

import { Image as ImageIcon, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import type { MediaPreviewAnswer } from "@/shared/answers/common";
import { videoLength } from "@/components/media/video-length";
import { aspectRatioOf, placeholderUrl } from "@/components/media/thumbhash";

/** How many previews a locked post or message shows; the rest are counted ("+3"). */
const SHOWN = 4;

/**
 * The media of a locked post or pay-per-view message as blurred previews (decision 079): each in a
 * box of its shape, painted from its ThumbHash, a video with its length. Nothing of the media itself
 * (no key, no URL) reaches the page.
 */
export function LockedPreviews({ previews, compact = false }: { previews: MediaPreviewAnswer[]; compact?: boolean }) {
  const t = useTranslations("Previews");
  if (previews.length === 0) return null;
  const shown = previews.slice(0, SHOWN);
  const more = previews.length - shown.length;
  return (
    <ul className="flex w-full max-w-md flex-wrap items-end justify-center gap-2" data-testid="locked-previews" aria-label={t("label", { count: previews.length })}>
      {shown.map((p, i) => {
        const blurred = placeholderUrl(p.placeholder);
        const length = p.type === "video" && typeof p.duration === "number" ? videoLength(p.duration) : null;
        return (
          <li key={i}>
            <div
              data-testid="locked-preview"
              data-type={p.type}
              className="relative overflow-hidden rounded-lg bg-surface-2 ring-1 ring-line"
              style={{ aspectRatio: aspectRatioOf(p.width, p.height) ?? "1 / 1", height: compact ? "4rem" : "6rem", maxWidth: compact ? "7rem" : "11rem" }}
              aria-label={p.type === "video" ? (length ? t("videoWithLength", { length }) : t("video")) : t("photo")}
              role="img"
            >
            {blurred && <img src={blurred} alt="" aria-hidden className="size-full object-cover" />}
            <span className="absolute inset-0 flex items-center justify-center text-white/90">
              {p.type === "video" ? <Play className="size-5 drop-shadow rtl:-scale-x-100" aria-hidden /> : <ImageIcon className="size-4 opacity-70 drop-shadow" aria-hidden />}
            </span>
            {length && (
              <bdi dir="ltr" className="absolute end-1 bottom-1 rounded bg-black/70 px-1 text-[11px] font-medium text-white" data-testid="locked-preview-length">
                {length}
              </bdi>
            )}
            </div>
          </li>
        );
      })}
      {more > 0 && (
        <li className="flex h-16 items-center px-2 text-sm font-semibold text-muted" data-testid="locked-previews-more">
          {t("more", { count: more })}
        </li>
      )}
    </ul>
  );
}
