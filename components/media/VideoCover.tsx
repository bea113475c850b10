"use client";

import type { ReactNode } from "react";
import clsx from "clsx";
import { Play } from "lucide-react";
import { Spinner } from "@/components/ui/Spinner";
import { placeholderUrl } from "./thumbhash";

/** A playable source: a signed HLS master playlist and its poster. */
export type VideoSource = { url: string; poster?: string | null };

export type PlayerTexts = {
  /** the play button before playing, with the length when known */
  play: (length: string | null) => string;
  pause: string;
  resume: string;
  seek: string;
  /** the slider's spoken value: "0:12 of 1:23" */
  position: (current: string, total: string) => string;
  mute: string;
  unmute: string;
  fullscreen: string;
  loading: string;
  unavailable: string;
  retry: string;
};

export interface VideoPlayerProps {
  load: () => Promise<VideoSource>;
  texts: PlayerTexts;
  poster?: string | null;
  placeholder?: string | null;
  /** seconds, when known before playing */
  duration?: number | null;
  width?: number | null;
  height?: number | null;
  /** what to show for a refusal (e.g. a video still being prepared); null: the generic message */
  errorView?: (error: unknown) => ReactNode | null;
  className?: string;
  label?: string | null;
}

/** The player before it plays, and while its first link loads (`busy`): the poster or placeholder, a play button, the length. */
export function VideoCover({
  texts,
  busy,
  cover,
  placeholder,
  lengthText,
  aspect,
  className,
  label,
  onPlay,
  onPrepare,
}: {
  texts: PlayerTexts;
  busy: boolean;
  cover: string | null;
  placeholder?: string | null;
  lengthText: string | null;
  aspect: string;
  className?: string;
  label?: string | null;
  onPlay: () => void;
  /** the pointer is over the button or it has the focus: the player's code may be fetched ahead */
  onPrepare?: () => void;
}) {
  // the video's ThumbHash (base64, from the post or message answer): painted, blurred, until the poster is there
  const blurred = placeholderUrl(placeholder);
  return (
    <div className={clsx("relative overflow-hidden rounded-xl bg-black", className)} style={{ aspectRatio: aspect }} data-testid="video-player" data-state={busy ? "loading" : "idle"}>
      {(cover ?? blurred) && <img src={(cover ?? blurred)!} alt="" aria-hidden className="absolute inset-0 size-full object-cover" draggable={false} data-testid={cover ? "video-poster" : "video-placeholder"} />}
      <button
        type="button"
        onClick={onPlay}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        disabled={busy}
        aria-label={texts.play(lengthText)}
        data-testid="video-play"
        className="group absolute inset-0 flex items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-accent"
      >
        <span className="rounded-full bg-black/60 p-4 text-white transition group-hover:scale-110">
          {busy ? <Spinner className="size-7" label={texts.loading} /> : <Play className="size-7 rtl:-scale-x-100" aria-hidden />}
        </span>
      </button>
      {lengthText && (
        <bdi dir="ltr" className="pointer-events-none absolute end-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white" data-testid="video-length">
          {lengthText}
        </bdi>
      )}
      {label && <p dir="auto" className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-2 text-start text-sm text-white">{label}</p>}
    </div>
  );
}
