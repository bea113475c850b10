"use client";

import { Film, X } from "lucide-react";
import { useTranslations } from "next-intl";

export interface ChosenFile {
  id: string;
  file: File;
  kind: "image" | "video";
  previewUrl: string;
  caption: string;
}

/** One chosen file in the composer: a thumbnail (image) or a video tile, a remove button and a caption input. */
export function ComposerPreview({ item, index, onRemove, onCaption }: { item: ChosenFile; index: number; onRemove: () => void; onCaption: (c: string) => void }) {
  const t = useTranslations("Composer");
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-surface-2" data-testid="composer-preview">
      <div className="relative aspect-square">
        {item.kind === "image" ? (
          <img src={item.previewUrl} alt={t("previewAlt", { name: item.file.name })} className="size-full object-cover" />
        ) : (
          <div className="relative size-full">
            <video src={item.previewUrl} muted playsInline preload="metadata" className="size-full object-cover" />
            <span className="absolute inset-0 flex items-center justify-center text-white/90">
              <Film className="size-8" aria-hidden />
            </span>
          </div>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("remove", { name: item.file.name })}
          className="absolute end-1.5 top-1.5 rounded-full bg-black/70 p-1.5 text-white transition hover:bg-danger"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <label className="sr-only" htmlFor={`caption-${item.id}`}>
        {t("captionLabel", { n: index + 1 })}
      </label>
      <input
        id={`caption-${item.id}`}
        value={item.caption}
        maxLength={200}
        onChange={(e) => onCaption(e.target.value)}
        placeholder={t("captionPlaceholder")}
        className="w-full border-t border-line bg-transparent px-2.5 py-2 text-xs text-ink placeholder:text-subtle focus-visible:bg-canvas/60 focus-visible:-outline-offset-2"
      />
    </li>
  );
}
