"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { requestJson } from "@/client/request";
import { RefreshCw, Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { formatCount } from "@/shared/format";
import { serverMessage } from "@/client/api-error";
import { displayName } from "@/components/posts/types";
import { FEATURED_KEY } from "./featured-query";

const SHOWN = 3;

export interface FeaturedCreator {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  subscriberCount: number;
}

/** Left column of the signed-in home: the first 3 of 5 featured creators (SPEC 2). */
export function FeaturedCreators({ id, initial }: { id?: string; /** rendered by the server with the page */ initial?: FeaturedCreator[] }) {
  const t = useTranslations("Feed");
  const locale = useLocale();
  // the server's list as it is; the API's on refresh (or when the server gave none); a failure shows none
  const [creators, setCreators] = useState<FeaturedCreator[]>(initial ?? []);
  const [loading, setLoading] = useState(!initial);

  const refresh = useCallback(() => {
    setLoading(true);
    requestJson<{ creators: FeaturedCreator[] }>(FEATURED_KEY)
      .then(
        (body) => setCreators(body.creators),
        (err: unknown) => {
          setCreators([]);
          toast.error(serverMessage(err, t("featuredFailed")));
        },
      )
      .finally(() => setLoading(false));
  }, [t]);

  const asked = useRef(Boolean(initial));
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    refresh();
  }, [refresh]);

  return (
    <section id={id} aria-labelledby="featured-title" className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="featured-title" className="flex items-center gap-2 font-semibold">
          <Star className="size-4 text-accent" aria-hidden />
          {t("featuredTitle")}
        </h2>
        <button
          type="button"
          onClick={refresh}
          disabled={loading}
          aria-label={t("refreshFeatured")}
          className="rounded-full p-2 text-muted transition hover:bg-surface-2 hover:text-ink disabled:opacity-50"
        >
          <RefreshCw className={loading ? "size-4 animate-spin" : "size-4"} aria-hidden />
        </button>
      </div>
      {loading ? (
        <ul aria-hidden className="space-y-3" data-testid="featured-skeleton">
          {Array.from({ length: SHOWN }, (_, i) => (
            <li key={i} className="flex animate-pulse items-center gap-3">
              <span className="size-10 rounded-full bg-surface-2" />
              <span className="flex-1 space-y-2">
                <span className="block h-3 w-2/3 rounded bg-surface-2" />
                <span className="block h-2.5 w-1/3 rounded bg-surface-2" />
              </span>
            </li>
          ))}
        </ul>
      ) : creators.length === 0 ? (
        <p className="py-2 text-sm text-muted">{t("noFeatured")}</p>
      ) : (
        <ul className="space-y-1">
          {creators.slice(0, SHOWN).map((c) => (
            <li key={c._id}>
              <Link href={`/profile/${c.username}`} prefetch={false} className="flex items-center gap-3 rounded-xl p-2 transition hover:bg-surface-2">
                <Avatar name={displayName(c)} src={c.profileImage} className="size-10" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{displayName(c)}</span>
                  <span className="block text-xs text-subtle">{t("fans", { count: c.subscriberCount, formatted: formatCount(locale, c.subscriberCount) })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
