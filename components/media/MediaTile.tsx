"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useSWR } from "@/client/swr";
import clsx from "clsx";
import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/Spinner";
import { ApiError } from "@/client/api-error";
import { AgeCheckNotice } from "@/components/identity/AgeCheckNotice";
import { accessUrl, fetchSignedUrl, signedUrlOf, type AccessResponse } from "./signed-url";
import type { ViewerMedia } from "./MediaViewer";
import { photoSrcSet } from "@/components/ui/responsive";
import { MemberVideo } from "./MemberVideo";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const MediaViewer = dynamic(() => import("./MediaViewer").then((m) => m.MediaViewer));

interface MediaTileProps {
  mediaKey: string;
  kind: "image" | "video";
  caption?: string | null;
  className?: string;
  /** a video's length in seconds, shown before it plays */
  duration?: number | null;
  width?: number | null;
  height?: number | null;
}

/**
 * One protected photo or video. A video is the player (components/media/MemberVideo.tsx): nothing
 * loads until the viewer plays it. A photo: a spinner, then the photo through a signed URL (the
 * access call through SWR), or a fallback icon when the access call fails or gives no URL; a click
 * fetches a fresh signed URL and opens the fullscreen viewer. The caption sits over the media.
 */
export function MediaTile({ kind, ...props }: MediaTileProps) {
  if (kind === "video") {
    return (
      <div className={props.className} data-testid="media-tile" data-kind="video">
        <MemberVideo mediaKey={props.mediaKey} label={props.caption} duration={props.duration} width={props.width} height={props.height} />
      </div>
    );
  }
  return <PhotoTile {...props} />;
}

function PhotoTile({ mediaKey, caption, className }: Omit<MediaTileProps, "kind">) {
  const kind = "image" as const;
  const t = useTranslations("Media");
  const [viewer, setViewer] = useState<ViewerMedia | null>(null);
  const { data, error } = useSWR<AccessResponse>(accessUrl(mediaKey), {
    shouldRetryOnError: false,
    onError: (err) => console.warn("media access failed", err),
  });
  const url = error ? null : signedUrlOf(data);
  const state = url ? { status: "ready" as const, url } : { status: error || data ? ("failed" as const) : ("loading" as const) };

  async function openViewer() {
    try {
      const url = await fetchSignedUrl(mediaKey);
      if (url) setViewer({ url, kind, caption });
    } catch (err) {
      console.warn("fullscreen media access failed", err);
    }
  }

  const label = caption || t("openImage");
  return (
    <div
      className={clsx("relative overflow-hidden rounded-xl bg-surface-2", className)}
      onContextMenu={(e) => e.preventDefault()}
      data-testid="media-tile"
      data-state={state.status}
    >
      {state.status === "loading" && (
        <div className="flex aspect-square w-full items-center justify-center text-accent">
          <Spinner className="size-8" label={t("loading")} />
        </div>
      )}
      {state.status === "failed" && error instanceof ApiError && error.code === "AGE_ASSURANCE_REQUIRED" && <AgeCheckNotice />}
      {state.status === "failed" && !(error instanceof ApiError && error.code === "AGE_ASSURANCE_REQUIRED") && (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 text-subtle" role="img" aria-label={t("unavailable")}>
          <ImageOff className="size-10" aria-hidden />
        </div>
      )}
      {state.status === "ready" && (
        <button type="button" onClick={() => void openViewer()} aria-label={label} className="group block w-full">
          <img
            src={state.url}
            srcSet={photoSrcSet(state.url)}
            sizes="(min-width: 768px) 640px, 100vw"
            alt={caption || t("protectedImage")}
            draggable={false}
            className="aspect-square w-full object-cover transition group-hover:scale-[1.02]"
          />
        </button>
      )}
      {caption && state.status !== "loading" && (
        <p dir="auto" className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-2 text-start text-sm text-white">
          {caption}
        </p>
      )}
      {viewer && <MediaViewer media={viewer} onClose={() => setViewer(null)} />}
    </div>
  );
}
