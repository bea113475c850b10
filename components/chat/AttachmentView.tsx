"use client";

import { useSWR } from "@/client/swr";
import { ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { accessUrl, type AccessResponse } from "@/components/media/signed-url";
import { CHAT_PHOTO_SIZES, srcSetOf } from "@/components/media/srcset";
import { aspectRatioOf, placeholderUrl } from "@/components/media/thumbhash";
import { MemberVideo } from "@/components/media/MemberVideo";
import type { ChatAttachment } from "./types";

/**
 * A chat attachment: a video through the player, which asks for its link only when played (a
 * video still processing says so); a photo through a signed, expiring URL (GET
 * /api/users/content/access/{key}), in a box of its shape painted with its placeholder until it
 * loads, with its narrower copies in `srcset` (decisions 079 and 080).
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
  if (attachment.type === "video") {
    return <MemberVideo mediaKey={attachment.key} label={t("videoAlt")} duration={attachment.duration} width={attachment.width} height={attachment.height} placeholder={attachment.placeholder} className="max-h-64 w-full min-h-32" />;
  }
  return <PhotoAttachment attachment={attachment} />;
}

function PhotoAttachment({ attachment }: { attachment: ChatAttachment }) {
  const t = useTranslations("Chat");
  const { data, error } = useSWR<AccessResponse>(accessUrl(attachment.key), {
    revalidateIfStale: false,
  });
  const ratio = aspectRatioOf(attachment.width, attachment.height);
  const blurred = placeholderUrl(attachment.placeholder);
  const frame = (children: React.ReactNode, extra?: Record<string, string>) => (
    <span
      className={`relative block max-h-64 w-full overflow-hidden rounded-xl bg-canvas/40 ${ratio ? "" : "min-h-32"}`}
      style={ratio ? { aspectRatio: ratio } : undefined}
      {...extra}
    >
      {blurred && <img src={blurred} alt="" aria-hidden className="absolute inset-0 size-full object-cover" />}
      {children}
    </span>
  );
  if (error) {
    return frame(
      <span className="absolute inset-0 flex items-center justify-center text-subtle">
        <ImageOff role="img" aria-label={t("attachmentUnavailable")} className="size-6" />
      </span>,
    );
  }
  if (!data?.url) return frame(<span className="sr-only">{t("attachmentLoading")}</span>, { role: "status", "data-loading": "true" });
  const box = "relative block size-full max-h-64 object-cover";
  return frame(
    <img
      src={data.url}
      srcSet={srcSetOf(data.srcset, data.url, data.width ?? attachment.width)}
      sizes={CHAT_PHOTO_SIZES}
      width={attachment.width ?? undefined}
      height={attachment.height ?? undefined}
      alt={t("imageAlt")}
      data-testid="chat-attachment"
      className={box}
      loading="lazy"
      decoding="async"
    />,
  );
}

/** A file still being sent: its local preview. */
export function PreviewView({ url, type }: { url: string; type: "image" | "video" }) {
  const t = useTranslations("Chat");
  const box = "block max-h-64 w-full rounded-xl object-cover opacity-70";
  if (type === "video") return <video src={url} muted className={box} aria-label={t("videoAlt")} />;
  return <img src={url} alt={t("imageAlt")} className={box} />;
}
