"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { LoadMore, VaultFilters, VaultPageGrid } from "./VaultGrid";
import type { VaultFilter, VaultItem } from "./types";

const LIMIT = 24;

/** /vault: every medium the creator uploaded, filtered and paged; a medium no post uses can be deleted. */
export function VaultView() {
  const t = useTranslations("Vault");
  const [filter, setFilter] = useState<VaultFilter>("all");
  const [pages, setPages] = useState(1);
  const [hasNext, setHasNext] = useState(false);
  const [empty, setEmpty] = useState(false);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("intro")}</p>
      </header>
      <VaultFilters
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setPages(1);
        }}
      />
      {empty && <p className="rounded-[var(--radius-card)] border border-line bg-surface py-10 text-center text-muted">{t("empty")}</p>}
      <div className="space-y-2">
        {Array.from({ length: pages }, (_, i) => (
          <VaultPageGrid
            key={`${filter}-${i}`}
            filter={filter}
            page={i + 1}
            limit={LIMIT}
            action={(item, refresh) => <DeleteButton item={item} onDeleted={refresh} />}
            onLast={(next, none) => {
              if (i + 1 === pages) setHasNext(next);
              if (i === 0) setEmpty(none);
            }}
          />
        ))}
      </div>
      {hasNext && <LoadMore onClick={() => setPages((p) => p + 1)} />}
    </div>
  );
}

function DeleteButton({ item, onDeleted }: { item: VaultItem; onDeleted: () => void }) {
  const t = useTranslations("Vault");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await requestJson(`/api/users/vault/${item._id}`, { method: "DELETE" });
      toast.success(t("deleted"));
      onDeleted();
    } catch (err) {
      // the refusal's text is the dictionary's for its code (client/request.ts)
      toast.error(err instanceof ApiError && err.code === "MEDIA_IN_USE" ? err.message : t("loadFailed"));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  if (item.posts > 0) return <p className="px-1 py-1.5 text-center text-xs text-subtle">{t("inUse")}</p>;
  return confirming ? (
    <Button size="sm" className="w-full" loading={busy} onClick={() => void remove()} aria-label={t("deleteConfirm")} data-testid="vault-delete-confirm">
      {t("delete")}?
    </Button>
  ) : (
    <Button size="sm" variant="ghost" className="w-full" onClick={() => setConfirming(true)} data-testid="vault-delete">
      {t("delete")}
    </Button>
  );
}
