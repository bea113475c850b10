"use client";

import { useSWR } from "@/client/swr";
import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { accessUrl } from "@/components/media/signed-url";
import { MemberVideo } from "@/components/media/MemberVideo";
import type { ChatAttachment } from "./types";

type Access = { url: string; type: string };

/**
 * A chat attachment through a signed, expiring URL (GET /api/users/content/access/{key}); a video
 * through the player, which asks for its link only when played.
 */
export function AttachmentView({ attachment }: { attachment: ChatAttachment }) {
  const t = useTranslations("Chat");
  const tv = useTranslations("Processing");
  // a video being made playable (decision 076): said so, no player yet
  if (attachment.status === "processing" || attachment.status === "failed") {
    return (
      <span role="status" className="flex h-24 items-center justify-center rounded-xl bg-canvas/40 px-3 text-center text-sm text-subtle" data-testid="chat-attachment-processing">
        {attachment.status === "processing" ? tv("chatVideo") : t("attachmentUnavailable")}
      </span>
    );
  }
  if (attachment.type === "video") return <MemberVideo mediaKey={attachment.key} label={t("videoAlt")} className="max-h-64 w-full min-h-32" />;
  return <PhotoAttachment attachment={attachment} />;
}

function PhotoAttachment({ attachment }: { attachment: ChatAttachment }) {
  const t = useTranslations("Chat");
  const { data, error } = useSWR<Access>(accessUrl(attachment.key), {
    revalidateIfStale: false,
  });
  const box = "block max-h-64 w-full rounded-xl bg-canvas/40 object-cover";
  if (error) {
    return (
      <span className="flex h-24 items-center justify-center rounded-xl bg-canvas/40 text-subtle">
        <ImageOff role="img" aria-label={t("attachmentUnavailable")} className="size-6" />
      </span>
    );
  }
  if (!data) return <span className="block h-32 animate-pulse rounded-xl bg-canvas/40" role="status">
        <span className="sr-only">{t("attachmentLoading")}</span>
      </span>;
  return <img src={data.url} alt={t("imageAlt")} data-testid="chat-attachment" className={box} loading="lazy" />;
}

/** A file still being sent: its local preview. */
export function PreviewView({ url, type }: { url: string; type: "image" | "video" }) {
  const t = useTranslations("Chat");
  const box = "block max-h-64 w-full rounded-xl object-cover opacity-70";
  if (type === "video") return <video src={url} muted className={box} aria-label={t("videoAlt")} />;
  return <img src={url} alt={t("imageAlt")} className={box} />;
}
