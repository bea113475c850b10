"use client";

import { useState } from "react";
import { Image as ImageIcon, Lock, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { LazyCheckoutDialog } from "@/components/payments/LazyCheckoutDialog";
import { useMoney } from "@/components/payments/money";
import type { Purchase } from "@/components/payments/types";
import { videoLength } from "@/components/media/video-length";
import { LockedPreviews } from "./LockedPreviews";
import { placeholderUrl } from "@/components/media/thumbhash";
import type { FeedPost } from "./types";

/**
 * What a viewer who may not see a post gets: a lock, its media as blurred previews (each in its own
 * shape, videos with their length: `previews`, decision 079), how many photos/videos it holds (and
 * the videos' lengths). A pay-per-view post also shows its price and a buy button (the checkout
 * dialog; the post opens in place once bought); others a way to subscribe.
 */
export function LockedPostPanel({ post, onUnlocked }: { post: FeedPost; onUnlocked?: (post: FeedPost) => void }) {
  const t = useTranslations("Post");
  const tp = useTranslations("Ppv");
  const money = useMoney();
  const [buying, setBuying] = useState<Purchase | null>(null);
  const images = post.mediaCount?.images ?? 0;
  const videos = post.mediaCount?.videos ?? 0;
  const priced = typeof post.price === "number";
  const previews = post.previews ?? [];
  const lengths = previews.flatMap((p) => (p.type === "video" && typeof p.duration === "number" ? [p.duration] : []));
  const placeholder = placeholderUrl(previews.find((p) => p.placeholder)?.placeholder);
  return (
    <div
      data-testid="locked-post"
      data-price={priced ? post.price : undefined}
      className="relative isolate flex flex-col items-center gap-3 overflow-hidden rounded-xl border border-line bg-gradient-to-br from-accent/10 via-surface-2 to-accent-2/10 px-6 py-10 text-center"
    >
      {placeholder && (
        // decoded from the first medium's ThumbHash, never the media itself
        <img src={placeholder} alt="" aria-hidden className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-60 blur-xl" data-testid="locked-placeholder" />
      )}
      <LockedPreviews previews={previews} />
      <span className="flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent ring-1 ring-accent/30">
        <Lock className="size-6" aria-hidden />
      </span>
      <p className="font-semibold">{priced ? tp("lockedTitle") : t("lockedTitle")}</p>
      <p className="max-w-sm text-sm text-muted">
        {priced ? tp("lockedBody", { price: money.format(post.price!) }) : t("lockedBody", { name: post.author.firstName || post.author.username })}
      </p>
      {(images > 0 || videos > 0) && (
        <p className="flex flex-wrap items-center justify-center gap-4 text-sm text-subtle">
          {images > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <ImageIcon className="size-4" aria-hidden />
              {t("photoCount", { count: images })}
            </span>
          )}
          {videos > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <Video className="size-4" aria-hidden />
              {t("videoCount", { count: videos })}
              {lengths.length > 0 && (
                <bdi dir="ltr" data-testid="locked-video-lengths">
                  ({lengths.map(videoLength).join(", ")})
                </bdi>
              )}
            </span>
          )}
        </p>
      )}
      {priced ? (
        <>
          <Button
            size="sm"
            className="mt-1"
            data-testid="buy-post"
            onClick={() => setBuying({ kind: "post", postId: post._id, username: post.author.username, price: post.price! })}
          >
            {tp("unlockFor", { price: money.format(post.price!) })}
          </Button>
          <LazyCheckoutDialog
            purchase={buying}
            onClose={() => setBuying(null)}
            onDone={(done) => {
              setBuying(null);
              toast.success(tp("bought"));
              if (done.kind === "post" && done.post) onUnlocked?.(done.post);
            }}
          />
        </>
      ) : (
        <Link href={`/profile/${post.author.username}`} className={buttonClasses("primary", "sm", "mt-1")}>
          {t("subscribe")}
        </Link>
      )}
    </div>
  );
}
