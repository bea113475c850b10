"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { TimeAgo } from "./TimeAgo";
import { ReportMenu } from "@/components/moderation/ReportMenu";
import { displayName, type PostComment } from "./types";
import { useCurrentAvatar } from "./useCurrentAvatar";

/** `canReport`: a signed-in viewer's comment of someone else (the "⋯" menu with "Report"). */
export function CommentItem({ comment, canDelete, canReport = false, onDelete }: { comment: PostComment; canDelete: boolean; canReport?: boolean; onDelete: () => void }) {
  const t = useTranslations("Comments");
  const name = displayName(comment.user);
  const avatar = useCurrentAvatar(comment.user);
  return (
    <li className="flex gap-3 py-3" data-testid="comment">
      <Link href={`/profile/${comment.user.username}`} prefetch={false} aria-label={name} className="shrink-0">
        <Avatar name={name} src={avatar} />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{name}</span>
          <TimeAgo date={comment.createdAt} className="text-xs text-subtle" />
        </p>
        <p dir="auto" className="mt-0.5 text-start text-sm break-words whitespace-pre-line text-ink/90">{comment.content}</p>
      </div>
      {canReport && <ReportMenu targetType="comment" targetId={comment._id} className="self-start" />}
      {canDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t("delete")}
          className="self-start rounded-full p-2 text-subtle transition hover:bg-danger/10 hover:text-danger"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}
