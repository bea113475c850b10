"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { requestJson } from "@/lib/client/request";
import { statusOf } from "./errors";

interface LikeState {
  isLiked: boolean;
  likeCount: number;
}

/**
 * Optimistic like toggle (SPEC 4 "Like"): flip and move the count at once, then take the server's
 * isLiked/likeCount; on failure restore the previous state and show a toast.
 */
export function useLike(postId: string, initial: LikeState, onChange?: (state: LikeState) => void) {
  const t = useTranslations("Post");
  const [state, setState] = useState<LikeState>(initial);
  const inFlight = useRef(false);

  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    const previous = state;
    const optimistic = { isLiked: !previous.isLiked, likeCount: Math.max(0, previous.likeCount + (previous.isLiked ? -1 : 1)) };
    setState(optimistic);
    try {
      const body = await requestJson<LikeState>(`/api/posts/${postId}/like`, { method: "POST" });
      const next = { isLiked: body.isLiked, likeCount: body.likeCount };
      setState(next);
      onChange?.(next);
    } catch (err) {
      setState(previous);
      const status = statusOf(err);
      if (status === 401) toast.error(t("authRequired"));
      else if (status === 404) toast.error(t("postNotFound"));
      else toast.error(t("likeFailed"));
    } finally {
      inFlight.current = false;
    }
  }

  return { ...state, toggle };
}
