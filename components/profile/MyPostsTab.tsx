"use client";

import { useTranslations } from "next-intl";
import { EmptyPosts, PostList } from "./PostList";
import { usePostPages } from "./usePostPages";

/** Posts tab of the own profile (GET /api/posts/my-posts). */
export function MyPostsTab() {
  const t = useTranslations("Profile");
  const pages = usePostPages("/api/posts/my-posts");
  return <PostList pages={pages} premium empty={<EmptyPosts title={t("noPosts")} />} />;
}
