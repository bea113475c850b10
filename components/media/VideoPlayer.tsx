"use client";

import { lazy, Suspense, useState } from "react";
import { videoLength } from "@/components/media/video-length";
import { VideoCover, type VideoPlayerProps } from "./VideoCover";

export type { PlayerTexts, VideoPlayerProps, VideoSource } from "./VideoCover";

// Playing (the access call, the playlist, hls.js, the controls) is a chunk of its own, fetched when
// the play button is pointed at, focused or pressed: a page of posts carries the covers only (decision 088).
const loadPlayback = () => import("./VideoPlayback").then((m) => ({ default: m.VideoPlayback }));
const VideoPlayback = lazy(loadPlayback);

/**
 * The one video player (decision 078). Before it is asked to play it shows the poster if known
 * (else the placeholder) and the length, and loads nothing: no access call, no playlist, no video
 * element. Play (a real button: Enter or Space) asks `load` for a signed playlist, then plays it
 * (lib: native HLS or hls.js). Its controls are buttons and a slider, so the keyboard reaches all
 * of them; the slider follows the page's direction (in right-to-left pages time runs right to left
 * and the arrow keys follow it). A link that expired mid-way is asked again once, and playback goes
 * on where it was (VideoPlayback).
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const [started, setStarted] = useState(false);
  const { texts, poster, placeholder, duration, width, height, className, label } = props;
  const aspect = width && height ? `${width} / ${height}` : "16 / 9";
  const lengthText = duration != null && Number.isFinite(duration) ? videoLength(duration) : null;
  const cover = (busy: boolean) => (
    <VideoCover
      texts={texts}
      busy={busy}
      cover={poster ?? null}
      placeholder={placeholder}
      lengthText={lengthText}
      aspect={aspect}
      className={className}
      label={label}
      onPlay={() => setStarted(true)}
      onPrepare={() => void loadPlayback()}
    />
  );
  if (!started) return cover(false);
  return (
    <Suspense fallback={cover(true)}>
      <VideoPlayback {...props} />
    </Suspense>
  );
}
