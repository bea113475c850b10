import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { notFound, badRequest, type ErrorCode } from "@/lib/errors";
import { ACCOUNT_STANDING_SELECT, accountShown, profileShown } from "@/lib/access/accounts";
import { visiblePostQuery } from "@/lib/access/posts";
import type { PostStatus } from "@/lib/generated/prisma/client";
import type { ReportTargetType } from "@/shared/schemas/reports";

// What a report points at (a post, comment, message or profile): who may report it, who wrote
// it, and what holding, removing and restoring it does (docs/decisions/031-moderation.md).

const NOT_FOUND: Record<ReportTargetType, ErrorCode> = {
  post: "POST_NOT_FOUND",
  comment: "COMMENT_NOT_FOUND",
  message: "MESSAGE_NOT_FOUND",
  user: "USER_NOT_FOUND",
};

/**
 * The author of the content `viewerId` (null: anonymous) reports, if the viewer can see it:
 * anything they cannot see is 404 exactly like something that does not exist (no oracle on
 * hidden things). Their own content: 400 own_content.
 */
export async function reportableTarget(viewerId: string | null, type: ReportTargetType, id: string): Promise<{ authorId: string }> {
  const authorId = await visibleAuthor(viewerId, type, id);
  if (!authorId) throw notFound(NOT_FOUND[type]);
  if (authorId === viewerId) throw badRequest("OWN_CONTENT");
  return { authorId };
}

async function visibleAuthor(viewerId: string | null, type: ReportTargetType, id: string): Promise<string | null> {
  switch (type) {
    case "post": {
      // published and its author shown, or the viewer's own (lib/access/posts.ts)
      const row = await visiblePostQuery(kysely(), viewerId, id).executeTakeFirst();
      return row?.found ? row.authorId : null;
    }
    case "comment": {
      const c = await prisma.comment.findUnique({ where: { id }, select: { userId: true, postId: true, hiddenAt: true, user: { select: ACCOUNT_STANDING_SELECT } } });
      if (!c || c.hiddenAt || !accountShown(c.user)) return null;
      // comments are seen by those who may see the post's content
      const post = await visiblePostQuery(kysely(), viewerId, c.postId).executeTakeFirst();
      return post?.allowed ? c.userId : null;
    }
    case "message": {
      if (!viewerId) return null;
      const m = await prisma.message.findUnique({ where: { id }, select: { senderId: true, receiverId: true, hiddenAt: true } });
      if (!m || m.hiddenAt || (m.senderId !== viewerId && m.receiverId !== viewerId)) return null;
      return m.senderId;
    }
    case "user": {
      const u = await prisma.user.findUnique({ where: { id }, select: { id: true, role: true, ...ACCOUNT_STANDING_SELECT } });
      if (!u || u.role === "ADMIN" || (u.id !== viewerId && !profileShown(u))) return null;
      return u.id;
    }
  }
}

/** The content's state before a hold or a decision changed it, kept on the report to undo the change. */
export type TargetBefore = { status?: string; hiddenAt?: string | null };

/** Hides the content at once pending review (a report of a minor or of non-consent). Returns whether it hid anything. */
export async function holdTarget(tx: Tx, type: ReportTargetType, id: string, now: Date): Promise<boolean> {
  switch (type) {
    case "post":
      return (await tx.post.updateMany({ where: { id, status: "published" }, data: { status: "held", moderatedAt: now } })).count > 0;
    case "comment":
      return (await tx.comment.updateMany({ where: { id, hiddenAt: null }, data: { hiddenAt: now } })).count > 0;
    case "message":
      return (await tx.message.updateMany({ where: { id, hiddenAt: null }, data: { hiddenAt: now } })).count > 0;
    case "user":
      return (await tx.user.updateMany({ where: { id, hiddenAt: null }, data: { hiddenAt: now } })).count > 0;
  }
}

/**
 * Lifts a hold (the report was dismissed), unless another open report still holds the same content.
 */
export async function releaseHold(tx: Tx, type: ReportTargetType, id: string, reportId: string): Promise<void> {
  const stillHeld = await tx.report.count({ where: { targetType: type, targetId: id, status: "open", heldAt: { not: null }, id: { not: reportId } } });
  if (stillHeld > 0) return;
  switch (type) {
    case "post":
      await tx.post.updateMany({ where: { id, status: "held" }, data: { status: "published" } });
      return;
    case "comment":
      await tx.comment.updateMany({ where: { id }, data: { hiddenAt: null } });
      return;
    case "message":
      await tx.message.updateMany({ where: { id }, data: { hiddenAt: null } });
      return;
    case "user":
      await tx.user.updateMany({ where: { id }, data: { hiddenAt: null } });
      return;
  }
}

/** The content's current state, as TargetBefore. */
export async function targetState(tx: Tx, type: ReportTargetType, id: string): Promise<TargetBefore> {
  switch (type) {
    case "post": {
      const p = await tx.post.findUnique({ where: { id }, select: { status: true } });
      return { status: p?.status };
    }
    case "comment": {
      const c = await tx.comment.findUnique({ where: { id }, select: { hiddenAt: true } });
      return { hiddenAt: c?.hiddenAt?.toISOString() ?? null };
    }
    case "message": {
      const m = await tx.message.findUnique({ where: { id }, select: { hiddenAt: true } });
      return { hiddenAt: m?.hiddenAt?.toISOString() ?? null };
    }
    case "user": {
      const u = await tx.user.findUnique({ where: { id }, select: { hiddenAt: true } });
      return { hiddenAt: u?.hiddenAt?.toISOString() ?? null };
    }
  }
}

/** Takes the content down (a decision other than dismiss): a post becomes removed, a comment, message or profile hidden. */
export async function removeTarget(tx: Tx, type: ReportTargetType, id: string, reason: string, now: Date): Promise<void> {
  switch (type) {
    case "post":
      await tx.post.updateMany({ where: { id }, data: { status: "removed", moderatedAt: now, moderationReason: reason } });
      return;
    case "comment":
      await tx.comment.updateMany({ where: { id }, data: { hiddenAt: now } });
      return;
    case "message":
      await tx.message.updateMany({ where: { id }, data: { hiddenAt: now } });
      return;
    case "user":
      await tx.user.updateMany({ where: { id }, data: { hiddenAt: now } });
      return;
  }
}

/**
 * Gives the content back its state before the decision (an appeal overturned it). A post held by
 * the report goes back to published, not to held.
 */
export async function restoreTarget(tx: Tx, type: ReportTargetType, id: string, before: TargetBefore): Promise<void> {
  switch (type) {
    case "post": {
      const status = (before.status === "held" || !before.status ? "published" : before.status) as PostStatus;
      await tx.post.updateMany({ where: { id, status: "removed" }, data: { status, moderationReason: null } });
      return;
    }
    case "comment":
      await tx.comment.updateMany({ where: { id }, data: { hiddenAt: null } });
      return;
    case "message":
      await tx.message.updateMany({ where: { id }, data: { hiddenAt: null } });
      return;
    case "user":
      await tx.user.updateMany({ where: { id }, data: { hiddenAt: null } });
      return;
  }
}
