"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { requestJson } from "@/client/request";
import { statusOf } from "@/client/api-error";

interface LikeState {
  isLiked: boolean;
  likeCount: number;
}

/**
 * Optimistic like toggle (SPEC 4 "Like"): every click flips the heart and moves the count at once.
 * One request is in flight at a time; a click made while it is (like, then unlike quickly) is not
 * dropped: when the answer comes and differs from what the person now wants, the toggle is sent
 * again. The server's isLiked/likeCount are shown once it agrees. On failure the last state the
 * server confirmed comes back and a toast says why.
 */
export function useLike(postId: string, initial: LikeState, onChange?: (state: LikeState) => void) {
  const t = useTranslations("Post");
  const [state, setState] = useState<LikeState>(initial);
  const wanted = useRef(initial.isLiked);
  const confirmed = useRef<LikeState>(initial);
  const inFlight = useRef(false);

  async function sync() {
    inFlight.current = true;
    try {
      // each round trip toggles once; stop when the server is where the person wants it (a few
      // rounds at most, even if another device keeps toggling the same like)
      for (let round = 0; round < 4 && confirmed.current.isLiked !== wanted.current; round++) {
        const body = await requestJson<LikeState>(`/api/posts/${postId}/like`, { method: "POST" });
        confirmed.current = { isLiked: body.isLiked, likeCount: body.likeCount };
      }
      wanted.current = confirmed.current.isLiked;
      setState(confirmed.current);
      onChange?.(confirmed.current);
    } catch (err) {
      wanted.current = confirmed.current.isLiked;
      setState(confirmed.current);
      const status = statusOf(err);
      if (status === 401) toast.error(t("authRequired"));
      else if (status === 404) toast.error(t("postNotFound"));
      else toast.error(t("likeFailed"));
    } finally {
      inFlight.current = false;
    }
  }

  function toggle() {
    wanted.current = !wanted.current;
    setState((s) => ({ isLiked: !s.isLiked, likeCount: Math.max(0, s.likeCount + (s.isLiked ? -1 : 1)) }));
    if (!inFlight.current) void sync();
  }

  return { ...state, toggle };
}
