"use client";

import { useCallback, useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { CROP } from "./image-check";

export type CropKind = "profile" | "cover";

interface ImageCropDialogProps {
  kind: CropKind;
  /** object URL of the chosen file; null closes the dialog */
  src: string | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (area: Area) => void;
}

/** 'Crop Profile Picture' (round, 1:1) or 'Crop Cover Image' (16:9), zoom 1 to 3 by 0.1. */
export function ImageCropDialog({ kind, src, saving, onCancel, onSave }: ImageCropDialogProps) {
  const t = useTranslations("Profile");
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP.initialZoom);
  const [area, setArea] = useState<Area | null>(null);
  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const close = () => {
    if (saving) return;
    setCrop({ x: 0, y: 0 });
    setZoom(CROP.initialZoom);
    onCancel();
  };

  return (
    <Dialog
      open={src !== null}
      onClose={close}
      title={kind === "profile" ? t("cropProfileTitle") : t("cropCoverTitle")}
      closeLabel={t("close")}
      className="max-w-xl"
    >
      {src && (
        <div className="space-y-5" data-testid="crop-dialog">
          <div className="relative h-72 w-full overflow-hidden rounded-xl bg-black sm:h-80">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={CROP.minZoom}
              maxZoom={CROP.maxZoom}
              aspect={kind === "profile" ? CROP.profileAspect : CROP.coverAspect}
              cropShape={kind === "profile" ? "round" : "rect"}
              showGrid={kind === "cover"}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onComplete}
            />
          </div>
          <label className="flex items-center gap-3 text-sm text-muted">
            <span className="shrink-0">{t("zoom")}</span>
            <input
              type="range"
              min={CROP.minZoom}
              max={CROP.maxZoom}
              step={CROP.zoomStep}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="w-full accent-[var(--color-accent)]"
            />
          </label>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={saving}>
              {t("cancel")}
            </Button>
            <Button onClick={() => area && onSave(area)} loading={saving} disabled={!area}>
              {t("save")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
