"use client";

import { useRef, useState } from "react";
import { Smile } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDismiss } from "@/components/ui/useDismiss";

export const EMOJI = [
  "😀", "😂", "😊", "😍", "🥰", "😘", "😉", "😎",
  "🤔", "😅", "😢", "😭", "😡", "😮", "🙏", "👍",
  "👏", "🙌", "💪", "🔥", "✨", "🎉", "❤️", "💯",
] as const;

/** The emoji toggle: a small grid; a choice is inserted at the caret of the text box. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const t = useTranslations("Chat");
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  useDismiss(wrap, open, () => setOpen(false));
  return (
    <div ref={wrap} className="relative">
      <button
        type="button"
        aria-label={t("emoji")}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
        className="flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink"
      >
        <Smile className="size-5" aria-hidden />
      </button>
      {open && (
        <div
          role="group"
          aria-label={t("emojiPicker")}
          className="absolute bottom-12 end-0 z-20 grid w-64 grid-cols-8 gap-0.5 rounded-2xl border border-line bg-surface p-2 shadow-2xl"
        >
          {EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              onClick={() => onPick(e)}
              className="flex size-7 items-center justify-center rounded-lg text-lg transition hover:bg-surface-2"
            >
              {e}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
