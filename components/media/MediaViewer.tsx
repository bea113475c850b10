"use client";

import { useEffect, useRef } from "react";
import { ShieldCheck, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useContentProtection } from "./useContentProtection";
import { srcSetOf, VIEWER_PHOTO_SIZES, type SrcsetEntry } from "./srcset";

/** A photo in the fullscreen viewer (videos play in their own player: components/media/VideoPlayer.tsx). */
export interface ViewerMedia {
  url: string;
  kind: "image";
  caption?: string | null;
  /** a photo's narrower copies and its own width: the screen's size is downloaded, not always the largest */
  srcset?: SrcsetEntry[];
  width?: number | null;
}

interface MediaViewerProps {
  media: ViewerMedia | null;
  onClose: () => void;
}

/**
 * Fullscreen viewer for protected media: closes on Escape or a backdrop click, shows the
 * 'Protected Content' badge, and blocks the context menu, drag and save shortcuts while open.
 */
export function MediaViewer({ media, onClose }: MediaViewerProps) {
  const t = useTranslations("Media");
  const ref = useRef<HTMLDialogElement>(null);
  const open = media !== null;
  useContentProtection(open);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={t("viewer")}
      data-testid="media-viewer"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // The backdrop and the empty area around the media both count as "outside".
        if (e.target === e.currentTarget || (e.target as HTMLElement).dataset.backdrop === "true") onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-ink backdrop:bg-black/90"
    >
      {media && (
        <div data-backdrop="true" className="relative flex h-full w-full items-center justify-center p-4 sm:p-10">
          <span className="absolute start-4 top-4 z-10 inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-black/70 px-3 py-1.5 text-xs font-semibold text-accent">
            <ShieldCheck className="size-4" aria-hidden />
            {t("protected")}
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("close")}
            className="absolute end-4 top-4 z-10 rounded-full bg-black/70 p-2 text-ink transition hover:bg-surface-2"
          >
            <X className="size-6" aria-hidden />
          </button>
          <figure className="flex max-h-full max-w-full flex-col items-center gap-3">
            <img
              src={media.url}
              srcSet={srcSetOf(media.srcset, media.url, media.width)}
              sizes={VIEWER_PHOTO_SIZES}
              alt={media.caption || t("protectedImage")}
              draggable={false}
              onContextMenu={(e) => e.preventDefault()}
              className="max-h-[85dvh] max-w-full rounded-lg object-contain select-none"
            />
            {media.caption && <figcaption className="text-center text-sm text-muted">{media.caption}</figcaption>}
          </figure>
        </div>
      )}
    </dialog>
  );
}
