"use client";

import { lazy, Suspense, useState } from "react";
import { PenSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/Avatar";
import type { SessionUser } from "@/client/session-user";
import type { FeedPost } from "@/components/posts/types";

// The form (uploads, offer, vault picker) is its own chunk, fetched when the member points at or
// opens the prompt: the feed's first scripts carry the prompt only (decision 088).
const loadForm = () => import("./ComposerForm").then((m) => ({ default: m.ComposerForm }));
const ComposerForm = lazy(loadForm);

/** The home composer: a prompt, which opens the form (./ComposerForm.tsx). */
export function Composer({ user, onCreated }: { user: SessionUser; onCreated: (post: FeedPost) => void }) {
  const t = useTranslations("Composer");
  const [open, setOpen] = useState(false);
  const name = user.firstName || user.username;
  const prompt = (
    <div className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <Avatar name={`${user.firstName} ${user.lastName}`} src={user.profileImage} className="size-11 shrink-0" />
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full border border-line bg-canvas/60 px-4 text-start text-sm text-subtle transition hover:border-accent/50 hover:text-muted"
      >
        <PenSquare className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{t("prompt", { name })}</span>
      </button>
    </div>
  );
  // the prompt stays in place while the form's chunk arrives
  return <Suspense fallback={prompt}>{open ? <ComposerForm onCreated={onCreated} onClose={() => setOpen(false)} /> : prompt}</Suspense>;
}
