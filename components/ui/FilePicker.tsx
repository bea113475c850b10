"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Paperclip } from "lucide-react";
import { buttonClasses } from "./button-styles";

type FilePickerProps = {
  id: string;
  name: string;
  accept: string;
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFile?: (file: File | null) => void;
};

/**
 * A one-file picker in the reader's language: the browser's own control says "Choose File" and
 * "No file chosen" in the browser's language whatever the page's, so the native input is only
 * visually hidden (still focusable and announced) and a button-styled label beside the chosen
 * file's name stands for it. The keyboard focus shows on the label.
 */
export function FilePicker({ id, name, accept, required, disabled, describedBy, onFile }: FilePickerProps) {
  const t = useTranslations("Common");
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setChosen(file?.name ?? null);
          onFile?.(file);
        }}
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          "secondary",
          "sm",
          "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        )}
      >
        <Paperclip className="size-4" aria-hidden />
        {t("chooseFile")}
      </label>
      <span className="min-w-0 truncate text-sm text-muted" dir="auto">
        {chosen ?? t("noFileChosen")}
      </span>
    </div>
  );
}
