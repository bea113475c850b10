"use client";

import { useCallback, useEffect, useState, type ChangeEvent } from "react";
import type { Area } from "react-easy-crop";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { cropToJpeg } from "./crop-image";
import { checkImageFile } from "./image-check";
import type { CropKind } from "./ImageCropDialog";

const ENDPOINT: Record<CropKind, { url: string; field: "profileImage" | "coverImage" }> = {
  profile: { url: "/api/users/profile-image", field: "profileImage" },
  cover: { url: "/api/users/cover-image", field: "coverImage" },
};

/**
 * Choose a file -> client check -> crop dialog -> cropped JPEG uploaded as multipart.
 * `uploading` disables the camera button; `onUploaded` receives the new image URL.
 */
export function useImageUpload(kind: CropKind, onUploaded: (url: string) => void) {
  const t = useTranslations("Profile");
  const [src, setSrc] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src);
  }, [src]);

  const onFile = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = ""; // choosing the same file again still fires a change
      if (!file) return;
      const problem = checkImageFile(file);
      if (problem) {
        toast.error(t(problem));
        return;
      }
      setSrc(URL.createObjectURL(file));
    },
    [t],
  );

  const cancel = useCallback(() => setSrc(null), []);

  const save = useCallback(
    async (area: Area) => {
      if (!src) return;
      setUploading(true);
      try {
        const blob = await cropToJpeg(src, area);
        const form = new FormData();
        const { url, field } = ENDPOINT[kind];
        form.append(field, blob, `${field}.jpg`);
        const body = await requestJson<Record<string, unknown>>(url, { method: "POST", body: form });
        const next = body[field];
        if (typeof next === "string") onUploaded(next);
        toast.success(kind === "profile" ? t("profileImageUpdated") : t("coverImageUpdated"));
        setSrc(null);
      } catch {
        toast.error(kind === "profile" ? t("profileImageFailed") : t("coverImageFailed"));
      } finally {
        setUploading(false);
      }
    },
    [kind, onUploaded, src, t],
  );

  return { src, uploading, onFile, cancel, save };
}
