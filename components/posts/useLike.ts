"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { statusOf } from "@/client/api-error";

interface LikeState {
  isLiked: boolean;
  likeCount: number;
}

const flip = (s: LikeState): LikeState => ({ isLiked: !s.isLiked, likeCount: Math.max(0, s.likeCount + (s.isLiked ? -1 : 1)) });

/**
 * Optimistic like toggle (SPEC 4 "Like"). The card's like state starts from the post as its list
 * gave it, and every click flips the heart and moves the count at once. One request is in flight
 * at a time; a click made while it is (like, then unlike quickly) is not dropped: when the answer
 * comes and differs from what the person now wants, the toggle is sent again. When the requests
 * end, the state settles on what the server last confirmed, so a failure rolls back to it (and a
 * toast says why).
 */
export function useLike(postId: string, initial: LikeState, onChange?: (state: LikeState) => void) {
  const t = useTranslations("Post");
  const [data, setData] = useState<LikeState>(initial);
  const wanted = useRef(initial.isLiked);
  const confirmed = useRef<LikeState>(initial);
  const syncing = useRef<Promise<LikeState> | null>(null);

  /** Sends toggles until the server is where the person wants it; resolves with its last answer. */
  async function settle(): Promise<LikeState> {
    try {
      // each round trip toggles once; a few rounds at most, even if another device keeps toggling
      for (let round = 0; round < 4 && confirmed.current.isLiked !== wanted.current; round++) {
        const body = await requestJson<LikeState>(`/api/posts/${postId}/like`, { method: "POST" });
        confirmed.current = { isLiked: body.isLiked, likeCount: body.likeCount };
      }
      onChange?.(confirmed.current);
    } catch (err) {
      const status = statusOf(err);
      if (status === 401) toast.error(t("authRequired"));
      else if (status === 404) toast.error(t("postNotFound"));
      else toast.error(t("likeFailed"));
    }
    wanted.current = confirmed.current.isLiked;
    return confirmed.current;
  }

  /** The round trips in flight, shared by the clicks made meanwhile. */
  function sync(): Promise<LikeState> {
    syncing.current ??= settle().finally(() => {
      syncing.current = null;
    });
    return syncing.current;
  }

  function toggle() {
    wanted.current = !wanted.current;
    setData(flip);
    void sync().then(setData);
  }

  return { ...data, toggle };
}
