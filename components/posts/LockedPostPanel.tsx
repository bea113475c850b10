import { Image as ImageIcon, Lock, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";
import type { FeedPost } from "./types";

/** What a non-subscriber sees of a post: a lock, how many photos/videos it holds, and a way to subscribe. */
export function LockedPostPanel({ post }: { post: FeedPost }) {
  const t = useTranslations("Post");
  const images = post.mediaCount?.images ?? 0;
  const videos = post.mediaCount?.videos ?? 0;
  return (
    <div
      data-testid="locked-post"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-gradient-to-br from-accent/10 via-surface-2 to-accent-2/10 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent ring-1 ring-accent/30">
        <Lock className="size-6" aria-hidden />
      </span>
      <p className="font-semibold">{t("lockedTitle")}</p>
      <p className="max-w-sm text-sm text-muted">{t("lockedBody", { name: post.author.firstName || post.author.username })}</p>
      {(images > 0 || videos > 0) && (
        <p className="flex items-center gap-4 text-sm text-subtle">
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
            </span>
          )}
        </p>
      )}
      <Link href={`/profile/${post.author.username}`} className={buttonClasses("primary", "sm", "mt-1")}>
        {t("subscribe")}
      </Link>
    </div>
  );
}
