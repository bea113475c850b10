"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import clsx from "clsx";
import { Maximize, Pause, Play, RotateCcw, Volume2, VolumeX } from "lucide-react";
import { videoLength } from "@/components/media/video-length";
import { attachHls } from "./hls-attach";
import { VideoCover, type VideoPlayerProps, type VideoSource } from "./VideoCover";

type State = { status: "loading"; source?: VideoSource } | { status: "ready"; source: VideoSource } | { status: "failed"; error: unknown };

/**
 * The player once asked to play (VideoPlayer loads this chunk on the first play): the signed
 * playlist asked of `load` at once, then the video with its controls, or the refusal with a retry.
 */
export function VideoPlayback({ load, texts, poster, placeholder, duration, width, height, errorView, className, label }: VideoPlayerProps) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [length, setLength] = useState<number | null>(duration ?? null);
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const detachRef = useRef<(() => void) | null>(null);
  const renewedAt = useRef(0);

  const start = useCallback(async () => {
    setState({ status: "loading" });
    try {
      const source = await load();
      setState({ status: "ready", source });
    } catch (error) {
      setState({ status: "failed", error });
    }
  }, [load]);
  // asked to play (this chunk is mounted by the play button's press): the link at once, once
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void start();
  }, [start]);

  const source = state.status === "ready" ? state.source : null;
  useEffect(() => {
    const video = videoRef.current;
    if (!source || !video) return;
    let cancelled = false;
    const onFatal = async () => {
      // an expired or refused link: one fresh link, at most every 30 s, and on from where it was
      if (Date.now() - renewedAt.current < 30_000) return setState({ status: "failed", error: new Error("playback failed") });
      renewedAt.current = Date.now();
      const at = video.currentTime;
      try {
        const fresh = await load();
        if (cancelled) return;
        detachRef.current?.();
        detachRef.current = await attachHls(video, fresh.url, () => void onFatal());
        video.currentTime = at;
        await video.play().catch(() => undefined);
      } catch (error) {
        if (!cancelled) setState({ status: "failed", error });
      }
    };
    void (async () => {
      try {
        const detach = await attachHls(video, source.url, () => void onFatal());
        if (cancelled) return detach();
        detachRef.current = detach;
        video.focus({ preventScroll: true });
        await video.play().catch(() => undefined);
      } catch (error) {
        if (!cancelled) setState({ status: "failed", error });
      }
    })();
    return () => {
      cancelled = true;
      detachRef.current?.();
      detachRef.current = null;
    };
  }, [source, load]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  const aspect = width && height ? `${width} / ${height}` : "16 / 9";
  const lengthText = length !== null && Number.isFinite(length) ? videoLength(length) : null;
  const cover = poster ?? source?.poster ?? null;

  if (state.status === "loading" && !source) {
    return <VideoCover texts={texts} busy cover={cover} placeholder={placeholder} lengthText={lengthText} aspect={aspect} className={className} label={label} onPlay={() => undefined} />;
  }

  if (state.status === "failed") {
    const custom = errorView?.(state.error) ?? null;
    return (
      <div className={clsx("flex flex-col items-center justify-center gap-3 rounded-xl bg-surface-2 p-4 text-center", className)} style={{ aspectRatio: aspect }} data-testid="video-player" data-state="failed">
        {custom ?? <p className="text-sm text-muted">{texts.unavailable}</p>}
        <button type="button" onClick={() => void start()} className="inline-flex items-center gap-1.5 rounded-lg bg-accent/15 px-3 py-1.5 text-sm font-medium text-ink hover:bg-accent/25">
          <RotateCcw className="size-4" aria-hidden />
          {texts.retry}
        </button>
      </div>
    );
  }

  const total = length ?? 0;
  return (
    <div ref={boxRef} className={clsx("relative flex flex-col overflow-hidden rounded-xl bg-black", className)} data-testid="video-player" data-state={playing ? "playing" : "ready"}>
      <video
        ref={videoRef}
        poster={cover ?? undefined}
        preload="none"
        playsInline
        tabIndex={0}
        aria-label={label ?? undefined}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) => Number.isFinite(e.currentTarget.duration) && setLength(e.currentTarget.duration)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === " " || e.key === "k") {
            e.preventDefault();
            toggle();
          }
        }}
        disablePictureInPicture
        className="w-full bg-black object-contain"
        style={{ aspectRatio: aspect }}
        data-testid="video-element"
      />
      <div className="flex items-center gap-2 bg-black/80 px-2 py-1.5 text-white">
        <button type="button" onClick={toggle} aria-label={playing ? texts.pause : texts.resume} className="rounded p-1 hover:bg-white/15" data-testid="video-toggle">
          {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5 rtl:-scale-x-100" aria-hidden />}
        </button>
        <input
          type="range"
          min={0}
          max={Math.max(total, 0.1)}
          step={1}
          value={Math.min(time, total)}
          onChange={(e) => {
            const video = videoRef.current;
            const to = Number(e.currentTarget.value);
            setTime(to);
            if (video) video.currentTime = to;
          }}
          aria-label={texts.seek}
          aria-valuetext={texts.position(videoLength(time), videoLength(total))}
          className="h-1 min-w-0 flex-1 accent-accent"
          data-testid="video-seek"
        />
        <bdi dir="ltr" className="shrink-0 text-xs tabular-nums" data-testid="video-time">
          {videoLength(time)} / {videoLength(total)}
        </bdi>
        <button
          type="button"
          onClick={() => {
            const video = videoRef.current;
            if (video) video.muted = !video.muted;
          }}
          aria-label={muted ? texts.unmute : texts.mute}
          className="rounded p-1 hover:bg-white/15"
        >
          {muted ? <VolumeX className="size-5" aria-hidden /> : <Volume2 className="size-5" aria-hidden />}
        </button>
        <button
          type="button"
          onClick={() => void boxRef.current?.requestFullscreen?.().catch(() => undefined)}
          aria-label={texts.fullscreen}
          className="rounded p-1 hover:bg-white/15"
        >
          <Maximize className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
