"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import { AgeCheckNotice } from "@/components/identity/AgeCheckNotice";
import { accessUrl, type AccessResponse } from "./signed-url";
import { VideoPlayer, type PlayerTexts, type VideoSource } from "./VideoPlayer";

/** The player's texts in the page's language (namespace Player). */
export function usePlayerTexts(): PlayerTexts {
  const t = useTranslations("Player");
  return {
    play: (length) => (length ? t("playWithLength", { length }) : t("play")),
    pause: t("pause"),
    resume: t("resume"),
    seek: t("seek"),
    position: (current, total) => t("position", { current, total }),
    mute: t("mute"),
    unmute: t("unmute"),
    fullscreen: t("fullscreen"),
    loading: t("loading"),
    unavailable: t("unavailable"),
    retry: t("retry"),
  };
}

/**
 * A member's video by its key (a post, a chat message, the vault): nothing is asked of the server
 * until it is played; then GET /api/users/content/access/{key} gives the viewer's signed playlist
 * and poster. A refusal says why in the page's language (a video still being prepared, an age
 * check to pass).
 */
export function MemberVideo({
  mediaKey,
  ...rest
}: {
  mediaKey: string;
  poster?: string | null;
  placeholder?: string | null;
  duration?: number | null;
  width?: number | null;
  height?: number | null;
  className?: string;
  label?: string | null;
}) {
  const texts = usePlayerTexts();
  const load = useCallback(async (): Promise<VideoSource> => {
    const answer = await requestJson<AccessResponse & { poster?: string | null }>(accessUrl(mediaKey));
    if (!answer.url) throw new Error("no playlist");
    return { url: answer.url, poster: answer.poster ?? null };
  }, [mediaKey]);
  return (
    <VideoPlayer
      load={load}
      texts={texts}
      errorView={(error) => {
        if (!(error instanceof ApiError)) return null;
        if (error.code === "AGE_ASSURANCE_REQUIRED") return <AgeCheckNotice />;
        return <p className="text-sm text-muted" role="status">{error.message}</p>;
      }}
      {...rest}
    />
  );
}
