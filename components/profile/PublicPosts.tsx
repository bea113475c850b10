"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { EmptyPosts, PostList } from "./PostList";
import { usePostPages } from "./usePostPages";

/** Posts of a creator for the owner or a subscriber (GET /api/posts/user-posts/{username}). */
export function PublicPosts({ username }: { username: string }) {
  const t = useTranslations("PublicProfile");
  const tp = useTranslations("Profile");
  const onError = useCallback(() => toast.error(t("needSubscription")), [t]);
  const pages = usePostPages(`/api/posts/user-posts/${encodeURIComponent(username)}`, onError);
  return <PostList pages={pages} empty={<EmptyPosts title={tp("noPosts")} body={t("checkBackLater")} />} />;
}
