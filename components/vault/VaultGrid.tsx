"use client";

import { useSWR } from "@/client/swr";
import clsx from "clsx";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { MemberVideo } from "@/components/media/MemberVideo";
import { srcSetOf, VAULT_PHOTO_SIZES } from "@/components/media/srcset";
import { placeholderUrl } from "@/components/media/thumbhash";
import type { VaultFilter, VaultItem, VaultPage } from "./types";

const FILTERS: VaultFilter[] = ["all", "photo", "video"];

/** The filter tabs of the vault (all, photos, videos). */
export function VaultFilters({ value, onChange }: { value: VaultFilter; onChange: (f: VaultFilter) => void }) {
  const t = useTranslations("Vault");
  const label = { all: t("all"), photo: t("photos"), video: t("videos") };
  return (
    <div role="tablist" aria-label={t("title")} className="flex gap-2">
      {FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          role="tab"
          aria-selected={value === f}
          onClick={() => onChange(f)}
          className={clsx("rounded-full border px-3 py-1.5 text-sm font-medium transition", value === f ? "border-accent bg-accent/15 text-accent" : "border-line text-muted hover:text-ink")}
        >
          {label[f]}
        </button>
      ))}
    </div>
  );
}

/** One page of the vault (GET /api/users/vault?type&page), as tiles; `action` renders each tile's control. */
export function VaultPageGrid({
  filter,
  page,
  limit,
  action,
  selected,
  onLast,
}: {
  filter: VaultFilter;
  page: number;
  limit: number;
  action?: (item: VaultItem, refresh: () => void) => React.ReactNode;
  selected?: Set<string>;
  onLast?: (hasNext: boolean, empty: boolean) => void;
}) {
  const t = useTranslations("Vault");
  const { data, error, mutate } = useSWR<VaultPage>(`/api/users/vault?type=${filter}&page=${page}&limit=${limit}`, {
    onSuccess: (d) => onLast?.(d.pagination.hasNext, d.items.length === 0 && page === 1),
  });
  if (error) return <ErrorBanner message={t("loadFailed")} />;
  if (!data) {
    return (
      <div className="flex justify-center py-6 text-accent">
        <Spinner />
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {data.items.map((item) => (
        <li
          key={item._id}
          data-testid="vault-item"
          data-media-id={item._id}
          className={clsx("relative overflow-hidden rounded-lg border bg-surface-2", selected?.has(item._id) ? "border-accent ring-2 ring-accent/40" : "border-line")}
        >
          <div className="relative aspect-square">
            {placeholderUrl(item.placeholder) && <img src={placeholderUrl(item.placeholder)!} alt="" aria-hidden className="absolute inset-0 size-full object-cover" />}
            {item.type === "photo" ? (
              <img
                src={item.url}
                srcSet={srcSetOf(item.srcset, item.url, item.width)}
                sizes={VAULT_PHOTO_SIZES}
                alt={t("photo")}
                className="relative size-full object-cover"
                loading="lazy"
                decoding="async"
              />
            ) : (
              <MemberVideo mediaKey={item.key} poster={item.url || null} duration={item.durationSeconds} className="size-full rounded-none" />
            )}
          </div>
          {item.posts > 0 && (
            <span className="absolute start-1 top-1 rounded-full bg-canvas/80 px-2 py-0.5 text-[11px] font-medium text-ink">{t("inUse")}</span>
          )}
          {selected?.has(item._id) && (
            <span className="absolute end-1 top-1 flex size-6 items-center justify-center rounded-full bg-accent text-white">
              <Check className="size-4" aria-hidden />
            </span>
          )}
          {action && <div className="border-t border-line p-1">{action(item, () => void mutate())}</div>}
        </li>
      ))}
    </ul>
  );
}

/** "Load more": how many pages of the vault are shown. */
export function LoadMore({ onClick }: { onClick: () => void }) {
  const t = useTranslations("Vault");
  return (
    <div className="flex justify-center">
      <Button variant="secondary" size="sm" onClick={onClick}>
        {t("loadMore")}
      </Button>
    </div>
  );
}
