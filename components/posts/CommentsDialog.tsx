"use client";

import { useState } from "react";
import { useSession } from "@/client/session";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import { formatCount } from "@/shared/format";
import { CommentItem } from "./CommentItem";
import { COMMENT_MAX_LENGTH, PENDING_COMMENT, useComments } from "./useComments";

interface CommentsDialogProps {
  postId: string;
  open: boolean;
  onClose: () => void;
  /** The post's comment count after a load, an add or a delete. */
  onCountChange?: (n: number) => void;
}

/** Comments of a post (SPEC 2 "Dialogs", 4, 5, 8). The panel mounts on open, so each opening loads page 1. */
export function CommentsDialog({ postId, open, onClose, onCountChange }: CommentsDialogProps) {
  const t = useTranslations("Comments");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} closeLabel={t("close")} sheetOnMobile className="md:max-h-[85dvh]">
      <CommentsPanel postId={postId} onCountChange={onCountChange} />
    </Dialog>
  );
}

function CommentsPanel({ postId, onCountChange }: { postId: string; onCountChange?: (n: number) => void }) {
  const t = useTranslations("Comments");
  const locale = useLocale();
  const viewerId = useSession().data?.user?.id;
  const [text, setText] = useState("");
  const state = useComments(postId, onCountChange);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (await state.add(text)) setText("");
  }

  function confirmDelete(id: string) {
    if (window.confirm(t("confirmDelete"))) void state.remove(id);
  }

  return (
    <>
      <form onSubmit={(e) => void submit(e)} className="space-y-2">
        <label htmlFor={`comment-${postId}`} className="sr-only">
          {t("label")}
        </label>
        <textarea
          id={`comment-${postId}`}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={(e) => setText(e.target.value.slice(0, COMMENT_MAX_LENGTH))}
          placeholder={t("placeholder")}
          rows={3}
          className="w-full resize-none rounded-xl border border-line bg-canvas/60 px-4 py-3 text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
        <div className="flex items-center justify-between gap-3">
          <span className="text-xs text-subtle tabular-nums" aria-live="polite" data-testid="comment-counter" dir="ltr">
            {formatCount(locale, text.length)}/{formatCount(locale, COMMENT_MAX_LENGTH)}
          </span>
          <Button type="submit" size="sm" loading={state.posting} disabled={!text.trim() || state.posting}>
            {t("post")}
          </Button>
        </div>
      </form>

      <ul className="mt-4 divide-y divide-line" aria-label={t("list")}>
        {state.comments.map((c) => (
          <CommentItem key={c._id} comment={c} canDelete={c.user._id === viewerId && !c._id.startsWith(PENDING_COMMENT)}
            canReport={viewerId !== undefined && c.user._id !== viewerId && !c._id.startsWith(PENDING_COMMENT)} onDelete={() => confirmDelete(c._id)} />
        ))}
      </ul>
      {state.loading && (
        <div className="flex justify-center py-4 text-accent">
          <Spinner label={t("loading")} />
        </div>
      )}
      {!state.loading && state.comments.length === 0 && <p className="py-6 text-center text-sm text-muted">{t("empty")}</p>}
      {!state.loading && state.hasMore && (
        <div className="flex justify-center pt-2">
          <Button variant="secondary" size="sm" onClick={() => void state.loadMore()}>
            {t("loadMore")}
          </Button>
        </div>
      )}
    </>
  );
}
