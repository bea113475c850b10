"use client";

import { useState } from "react";
import { Archive } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { LoadMore, VaultFilters, VaultPageGrid } from "./VaultGrid";
import type { VaultFilter, VaultItem } from "./types";

const LIMIT = 12;

/**
 * The composer's "Add from vault": picks media already uploaded, to show in the new post (or a
 * chat, mass or welcome message) by id (`mediaIds`). `picked` may hold items known by id only
 * (a saved welcome message's media).
 */
export function VaultPicker<T extends { _id: string }>({ picked, onChange, room }: { picked: T[]; onChange: (items: (T | VaultItem)[]) => void; room: number }) {
  const t = useTranslations("Vault");
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<VaultFilter>("all");
  const [pages, setPages] = useState(1);
  const [hasNext, setHasNext] = useState(false);
  const [empty, setEmpty] = useState(false);
  const ids = new Set(picked.map((p) => p._id));
  function toggle(item: VaultItem) {
    if (ids.has(item._id)) onChange(picked.filter((p) => p._id !== item._id));
    else if (room > 0) onChange([...picked, item]);
  }
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="composer-vault">
        <Archive className="size-4" aria-hidden />
        {picked.length ? t("picked", { count: picked.length }) : t("pick")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("title")} closeLabel={t("done")} sheetOnMobile>
        <div className="space-y-3">
          <VaultFilters
            value={filter}
            onChange={(f) => {
              setFilter(f);
              setPages(1);
            }}
          />
          {empty && <p className="py-6 text-center text-muted">{t("empty")}</p>}
          {Array.from({ length: pages }, (_, i) => (
            <VaultPageGrid
              key={`${filter}-${i}`}
              filter={filter}
              page={i + 1}
              limit={LIMIT}
              selected={ids}
              action={(item) => (
                <Button size="sm" variant="ghost" className="w-full" aria-pressed={ids.has(item._id)} onClick={() => toggle(item)} data-testid="vault-pick">
                  {t("select")}
                </Button>
              )}
              onLast={(next, none) => {
                if (i + 1 === pages) setHasNext(next);
                if (i === 0) setEmpty(none);
              }}
            />
          ))}
          {hasNext && <LoadMore onClick={() => setPages((p) => p + 1)} />}
          <div className="flex justify-end">
            <Button size="sm" onClick={() => setOpen(false)}>
              {t("done")}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
