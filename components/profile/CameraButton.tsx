"use client";

import { useRef, type ChangeEvent } from "react";
import clsx from "clsx";
import { Camera } from "lucide-react";
import { Spinner } from "@/components/ui/Spinner";

interface CameraButtonProps {
  label: string;
  uploading: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
  testId: string;
}

/** A round camera button over an image that opens the file picker (disabled while uploading). */
export function CameraButton({ label, uploading, onFile, className, testId }: CameraButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={label}
        title={label}
        className={clsx(
          "flex size-10 items-center justify-center rounded-full border border-white/20 bg-black/60 text-white backdrop-blur transition hover:bg-accent disabled:cursor-wait disabled:opacity-70",
          className,
        )}
      >
        {uploading ? <Spinner className="size-4" /> : <Camera className="size-5" aria-hidden />}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        onChange={onFile}
      />
    </>
  );
}
