"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import clsx from "clsx";
import { Coins, Heart, MessageCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useSession } from "@/client/session";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { formatCount } from "@/shared/format";
import { PostMediaGrid } from "./PostMediaGrid";
import { TimeAgo } from "./TimeAgo";
import { useLike } from "./useLike";
import { ReportMenu } from "@/components/moderation/ReportMenu";
import { displayName, type FeedPost } from "./types";
import { useCurrentAvatar } from "./useCurrentAvatar";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const TipDialog = dynamic(() => import("@/components/tips/TipDialog").then((m) => m.TipDialog));
const CommentsDialog = dynamic(() => import("./CommentsDialog").then((m) => m.CommentsDialog));
// What only some posts show comes with the first post that shows it (rendered on the server all the
// same): a feed of open posts without offers (most fans') loads none of it (decision 096).
const LockedPostPanel = dynamic(() => import("./LockedPostPanel").then((m) => m.LockedPostPanel));
const PostOfferBadges = dynamic(() => import("./PostOfferBadges").then((m) => m.PostOfferBadges));
const PostProcessingStatus = dynamic(() => import("./PostProcessingStatus").then((m) => m.PostProcessingStatus));

interface PostCardProps {
  post: FeedPost;
  /** Called with the updated post after a like or a comment count change. */
  onPostChange?: (post: FeedPost) => void;
  /** how its photos are fetched (components/media/MediaTile.tsx): the first post's first photo first, posts far down lazily */
  mediaLoad?: "priority" | "lazy";
}

const actionClass =
  "disabled:cursor-not-allowed disabled:opacity-50 inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-ink";

/** A post in the feed or on a profile (SPEC 2 "Post card"). Locked previews show a lock panel instead of the content. */
export function PostCard({ post, onPostChange, mediaLoad }: PostCardProps) {
  const t = useTranslations("Post");
  const locale = useLocale();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const [commentCount, setCommentCount] = useState(post.commentCount);
  const like = useLike(post._id, { isLiked: post.isLiked, likeCount: post.likeCount }, (s) =>
    onPostChange?.({ ...post, ...s, commentCount }),
  );
  const name = displayName(post.author);
  const avatar = useCurrentAvatar(post.author);
  // not prefetched when seen (decision 100): a page of posts would ask the server for each author's profile
  const profileHref = `/profile/${post.author.username}`;
  const viewerId = useSession().data?.user?.id;
  const isOwn = viewerId !== undefined && viewerId === post.author._id;
  const locked = post.locked === true;

  return (
    <article
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
      data-testid="post-card"
      data-post-id={post._id}
      aria-label={post.title || t("postBy", { name })}
    >
      <header className="flex items-center gap-3">
        <Link href={profileHref} prefetch={false} aria-label={t("viewProfile", { name })}>
          <Avatar name={name} src={avatar} className="size-11" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link href={profileHref} prefetch={false} className="block truncate font-semibold hover:text-accent">
            {name}
          </Link>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-subtle">
            <Link href={profileHref} prefetch={false} className="truncate hover:text-muted" dir="ltr">
              @{post.author.username}
            </Link>
            <span aria-hidden>·</span>
            <TimeAgo date={post.publishedAt ?? post.createdAt} />
          </p>
        </div>
        {viewerId !== undefined && !isOwn && <ReportMenu targetType="post" targetId={post._id} />}
      </header>

      {post.status === "in_review" || post.status === "rejected" || post.status === "removed" ? (
        <p role="status" className="mt-3 rounded-lg border border-warn/40 bg-warn/10 px-3 py-2 text-sm" data-testid="post-moderation-status">
          <span className="font-semibold text-warn">
            {post.status === "in_review" ? t("statusInReview") : post.status === "rejected" ? t("statusRejected") : t("statusRemoved")}
          </span>
          <span className="ms-2 text-muted">{post.status === "in_review" ? t("statusInReviewHint") : t("statusHiddenHint")}</span>
        </p>
      ) : null}

      {post.status === "processing" && post.processing ? <PostProcessingStatus post={{ ...post, processing: post.processing }} onChange={onPostChange} /> : null}

      {(typeof post.price === "number" || post.publishAt || post.expiresAt) && <PostOfferBadges post={post} />}

      <div className="mt-4 space-y-3">
        {locked ? (
          <LockedPostPanel post={post} onUnlocked={(open) => onPostChange?.(open)} />
        ) : (
          <>
            {post.title && <h2 dir="auto" className="text-start text-lg font-semibold">{post.title}</h2>}
            {post.content && <p dir="auto" className="text-start leading-relaxed whitespace-pre-line text-ink/90">{post.content}</p>}
            <PostMediaGrid items={post.images} kind="image" load={mediaLoad} />
            <PostMediaGrid items={post.videos ?? []} kind="video" seconds={post.preview?.videoSeconds} />
          </>
        )}
      </div>

      <footer className="mt-4 flex flex-wrap items-center gap-1 border-t border-line pt-3">
        <button
          type="button"
          onClick={() => void like.toggle()}
          aria-pressed={like.isLiked}
          aria-label={like.isLiked ? t("unlike") : t("like")}
          data-testid="like-button"
          disabled={locked}
          className={clsx(actionClass, like.isLiked && "text-accent hover:text-accent")}
        >
          <Heart className={clsx("size-5", like.isLiked && "fill-current")} aria-hidden />
          <span data-testid="like-count">{formatCount(locale, like.likeCount)}</span>
        </button>
        <button
          type="button"
          onClick={() => setCommentsOpen(true)}
          aria-label={t("comments")}
          data-testid="comment-button"
          className={actionClass}
          disabled={locked}
        >
          <MessageCircle className="size-5 rtl:-scale-x-100" aria-hidden />
          <span data-testid="comment-count">{formatCount(locale, commentCount)}</span>
        </button>
        {!isOwn && (
          <button
            type="button"
            onClick={() => setTipOpen(true)}
            className={clsx(actionClass, "ms-auto border border-accent/40 text-accent hover:bg-accent/10 hover:text-accent")}
          >
            <Coins className="size-4" aria-hidden />
            {t("tip")}
          </button>
        )}
      </footer>

      {!locked && commentsOpen && (
        <CommentsDialog
          postId={post._id}
          open={commentsOpen}
          onClose={() => setCommentsOpen(false)}
          onCountChange={(n) => {
            setCommentCount(n);
            onPostChange?.({ ...post, isLiked: like.isLiked, likeCount: like.likeCount, commentCount: n });
          }}
        />
      )}
      {tipOpen && (
      <TipDialog
        open={tipOpen}
        onClose={() => setTipOpen(false)}
        recipient={{ username: post.author.username, firstName: post.author.firstName }}
      />
      )}
    </article>
  );
}
