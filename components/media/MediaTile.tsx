"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import clsx from "clsx";
import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/Spinner";
import { ApiError } from "@/client/api-error";
import { fetchAccess, signedUrlOf, type AccessResponse } from "./signed-url";
import type { ViewerMedia } from "./MediaViewer";
import { aspectRatioOf, placeholderUrl } from "./thumbhash";
import { POST_PHOTO_SIZES, srcSetOf } from "./srcset";
import { useSeededAccess } from "./seeded-access";
import { useNearScreen } from "./useNearScreen";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const MediaViewer = dynamic(() => import("./MediaViewer").then((m) => m.MediaViewer));
// A video's player and the age-check notice come with the first tile that shows one: a page of
// photos (the feed of most fans) loads neither (decision 096).
const MemberVideo = dynamic(() => import("./MemberVideo").then((m) => m.MemberVideo));
const AgeCheckNotice = dynamic(() => import("@/components/identity/AgeCheckNotice").then((m) => m.AgeCheckNotice));

interface MediaTileProps {
  mediaKey: string;
  kind: "image" | "video";
  caption?: string | null;
  className?: string;
  /** the medium's stored size and ThumbHash (post and message answers): the box is reserved and painted at once */
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
  /** the photo's displayed width for `srcset` (default: the feed's column) */
  sizes?: string;
  /** a video's length in seconds, shown before it plays */
  duration?: number | null;
  /**
   * how the browser fetches a photo: "priority" for the page's likely largest paint (the first
   * post's first photo), "lazy" for photos likely below the fold (fetched as they come near the
   * viewport: its signed link too, when the page did not bring it); unset: at once, at the
   * browser's usual priority
   */
  load?: "priority" | "lazy";
}

/** A box's aspect ratio is the medium's, kept between 1:2 (tall) and 3:1 (wide): beyond, the medium is cropped (object-cover). */
const TALLEST = 1 / 2;
const WIDEST = 3;

function boxRatio(width: number | null | undefined, height: number | null | undefined): string | undefined {
  if (!width || !height) return undefined;
  const r = width / height;
  if (r < TALLEST) return aspectRatioOf(1, 2);
  if (r > WIDEST) return aspectRatioOf(3, 1);
  return aspectRatioOf(width, height);
}

/**
 * One protected photo or video. A video is the player (components/media/MemberVideo.tsx): its
 * placeholder, poster and length, and nothing loaded until the viewer plays it.
 */
export function MediaTile({ kind, duration, load, ...props }: MediaTileProps) {
  if (kind === "video") {
    return (
      <div className={props.className} data-testid="media-tile" data-kind="video">
        <MemberVideo mediaKey={props.mediaKey} label={props.caption} duration={duration} width={props.width} height={props.height} placeholder={props.placeholder} />
      </div>
    );
  }
  return <PhotoTile {...props} load={load} />;
}

/**
 * A photo's access answer: the server's (seeded with the page, shown as it is) or the API's, asked
 * once per key the tile shows, when `ask` (a lazy tile: once near the screen); a failure is kept
 * (no retry) and logged.
 */
function usePhotoAccess(key: string, ask: boolean): { data?: AccessResponse; error?: unknown } {
  const seeded = useSeededAccess(key);
  const [answer, setAnswer] = useState<{ key: string; data?: AccessResponse; error?: unknown }>(() => ({ key, data: seeded }));
  const current = answer.key === key ? answer : { key };
  const known = current.data !== undefined || current.error !== undefined;
  useEffect(() => {
    if (known || !ask) return;
    let live = true;
    fetchAccess(key).then(
      (data) => live && setAnswer({ key, data }),
      (error: unknown) => {
        console.warn("media access failed", error);
        if (live) setAnswer({ key, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, known, ask]);
  return current;
}

/**
 * A protected photo in a box of its own shape (from its stored size, so nothing moves when it
 * loads), painted at once with its blurred placeholder (a ThumbHash); then the photo through a
 * signed URL (the access call, made when the tile mounts, or the answer the server gave with the
 * page: components/media/seeded-access.tsx) with its narrower copies in `srcset`, so a phone
 * downloads a phone-sized photo; or a fallback icon when the access call fails or gives no URL.
 * A click fetches a fresh signed URL and opens the fullscreen viewer. The caption sits over it.
 */
function PhotoTile({ mediaKey, caption, className, width, height, placeholder, sizes = POST_PHOTO_SIZES, load }: Omit<MediaTileProps, "kind" | "duration">) {
  const kind = "image" as const;
  const t = useTranslations("Media");
  const [viewer, setViewer] = useState<ViewerMedia | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box, load === "lazy");
  const { data, error } = usePhotoAccess(mediaKey, near);
  const url = error ? null : signedUrlOf(data);
  // "waiting": a lazy tile not yet near the screen (its placeholder only, nothing asked)
  const state = url ? { status: "ready" as const, url } : { status: error || data ? ("failed" as const) : near ? ("loading" as const) : ("waiting" as const) };

  async function openViewer() {
    try {
      const fresh = await fetchAccess(mediaKey);
      const url = signedUrlOf(fresh);
      if (url) setViewer({ url, kind, caption, srcset: fresh.srcset, width: fresh.width ?? width });
    } catch (err) {
      console.warn("fullscreen media access failed", err);
    }
  }

  const label = caption || t("openImage");
  const ratio = boxRatio(width, height);
  const blurred = placeholderUrl(placeholder);
  return (
    <div
      ref={box}
      className={clsx("relative overflow-hidden rounded-xl bg-surface-2", !ratio && "aspect-square", className)}
      style={ratio ? { aspectRatio: ratio } : undefined}
      onContextMenu={(e) => e.preventDefault()}
      data-testid="media-tile"
      data-kind="image"
      data-state={state.status}
      data-media-key={mediaKey}
    >
      {blurred && (
        // a few hundred bytes decoded from the answer's ThumbHash, never the media itself
        <img src={blurred} alt="" aria-hidden className="absolute inset-0 size-full object-cover" data-testid="media-placeholder" />
      )}
      {state.status === "loading" && (
        <div className="absolute inset-0 flex items-center justify-center text-accent">
          <Spinner className={clsx("size-8", blurred && "opacity-70")} label={t("loading")} />
        </div>
      )}
      {state.status === "failed" && error instanceof ApiError && error.code === "AGE_ASSURANCE_REQUIRED" && <AgeCheckNotice />}
      {state.status === "failed" && !(error instanceof ApiError && error.code === "AGE_ASSURANCE_REQUIRED") && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface-2/80 text-subtle" role="img" aria-label={t("unavailable")}>
          <ImageOff className="size-10" aria-hidden />
        </div>
      )}
      {state.status === "ready" && (
        <button type="button" onClick={() => void openViewer()} aria-label={label} className="group absolute inset-0 block size-full">
          <img
            src={state.url}
            srcSet={srcSetOf(data?.srcset, state.url, data?.width ?? width)}
            sizes={sizes}
            width={width ?? undefined}
            height={height ?? undefined}
            alt={caption || t("protectedImage")}
            draggable={false}
            decoding="async"
            fetchPriority={load === "priority" ? "high" : undefined}
            loading={load === "lazy" ? "lazy" : undefined}
            className="size-full object-cover transition group-hover:scale-[1.02]"
          />
        </button>
      )}
      {caption && state.status !== "loading" && state.status !== "waiting" && (
        <p dir="auto" className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-2 text-start text-sm text-white">
          {caption}
        </p>
      )}
      {viewer && <MediaViewer media={viewer} onClose={() => setViewer(null)} />}
    </div>
  );
}
