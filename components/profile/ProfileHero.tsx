import type { ReactNode } from "react";
import { publicImageSrcSet } from "@/components/ui/responsive";
import { Avatar } from "@/components/ui/Avatar";
import { sized } from "./format";
import { CROP } from "./image-check";

export interface HeroCount {
  label: string;
  value: string;
  testId: string;
}

interface ProfileHeroProps {
  name: string;
  username: string;
  profileImage: string | null;
  coverImage: string | null;
  counts: HeroCount[];
  /** price pill text, e.g. "9.990 TND/month" (formatted by the caller with useMoney) */
  price?: string | null;
  badge?: ReactNode;
  coverAction?: ReactNode;
  avatarAction?: ReactNode;
  actions?: ReactNode;
  /** beside @username: online / last seen (ProfilePresence) */
  presence?: ReactNode;
}

/** Cover, avatar, name, @username, counts and price: the top of own and public profiles. */
export function ProfileHero(p: ProfileHeroProps) {
  return (
    <section className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
      <div className="relative w-full bg-brand" style={{ aspectRatio: CROP.coverAspect }} data-testid="cover-frame">
        {p.coverImage && (
          <img
            src={sized(p.coverImage, 1920)!}
            srcSet={publicImageSrcSet(p.coverImage, "cover")}
            sizes="(min-width: 1152px) 1152px, 100vw"
            alt=""
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
            data-testid="cover-image"
          />
        )}
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-surface/90 via-transparent to-transparent" />
        {p.coverAction && <div className="absolute end-3 top-3">{p.coverAction}</div>}
      </div>
      <div className="relative px-4 pb-5 sm:px-8">
        <div className="-mt-14 flex flex-col gap-4 sm:-mt-16 md:flex-row md:items-end md:justify-between">
          <div className="relative w-fit" data-testid="profile-avatar">
            <Avatar
              name={p.name}
              src={sized(p.profileImage, 192)}
              className="size-28 border-4 border-surface text-3xl sm:size-32"
              px={128}
            />
            {p.avatarAction && <div className="absolute end-0 bottom-1">{p.avatarAction}</div>}
          </div>
          {p.actions && <div className="flex flex-wrap items-center gap-2">{p.actions}</div>}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{p.name}</h1>
          {p.badge}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
          <bdi dir="ltr">@{p.username}</bdi>
          {p.presence}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            {p.counts.map((c) => (
              <div key={c.testId} className="flex items-baseline gap-1.5">
                <dt className="sr-only">{c.label}</dt>
                <dd className="text-lg font-bold" data-testid={c.testId}>
                  {c.value}
                </dd>
                <span aria-hidden className="text-sm text-muted">
                  {c.label}
                </span>
              </div>
            ))}
          </dl>
          {p.price && (
            <span className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-sm font-semibold text-accent" data-testid="price-pill">
              <bdi>{p.price}</bdi>
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
