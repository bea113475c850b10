import { prisma } from "@/lib/db";
import { directMediaLink, STAFF_VIEWER } from "@/lib/media/playback";
import type { Prisma } from "@/lib/generated/prisma/client";
import { matchesOfReports } from "@/lib/moderation/hash-match";
import { adminPage, personById } from "@/lib/moderation/people";
import type { ReportQueueQuery, ReportTargetType } from "@/shared/schemas/reports";

// GET /api/admin/reports: the moderation queue. Open reports oldest first (the order to work
// through them; the age shows in red past 24 hours), decided ones newest first; each with the
// reported content as it is (media through short-lived signed links, given to admins only), its
// author and the author's history (earlier reports about them and their decisions).

const HISTORY = 5;

type Media = { key: string; type: string; mimeType: string; posterKey: string | null };
// a video as its signed playlist and poster (its original is never served: lib/media/playback.ts)
const mediaAnswer = (m: Media) => ({ type: m.type, ...directMediaLink(m, STAFF_VIEWER) });

export type ReportContent = {
  type: ReportTargetType;
  exists: boolean;
  title?: string;
  text?: string;
  status?: string;
  hidden?: boolean;
  media?: ReturnType<typeof mediaAnswer>[];
  postId?: string;
};

/** The reported content, whatever its state now (held, removed, hidden). */
async function contentOf(type: ReportTargetType, id: string): Promise<ReportContent> {
  const mediaSelect = { select: { key: true, type: true, mimeType: true, posterKey: true }, orderBy: { position: "asc" as const }, take: 8 };
  switch (type) {
    case "post": {
      const p = await prisma.post.findUnique({
        where: { id },
        select: { title: true, content: true, status: true, placements: { select: { media: { select: mediaSelect.select } }, orderBy: { position: "asc" }, take: 8 } },
      });
      return p ? { type, exists: true, title: p.title, text: p.content, status: p.status, media: p.placements.map((pl) => mediaAnswer(pl.media)) } : { type, exists: false };
    }
    case "comment": {
      const c = await prisma.comment.findUnique({ where: { id }, select: { content: true, hiddenAt: true, postId: true } });
      return c ? { type, exists: true, text: c.content, hidden: c.hiddenAt !== null, postId: c.postId } : { type, exists: false };
    }
    case "message": {
      const m = await prisma.message.findUnique({ where: { id }, select: { content: true, hiddenAt: true, attachments: mediaSelect } });
      return m ? { type, exists: true, text: m.content, hidden: m.hiddenAt !== null, media: m.attachments.map(mediaAnswer) } : { type, exists: false };
    }
    case "user": {
      const u = await prisma.user.findUnique({ where: { id }, select: { username: true, bio: true, hiddenAt: true } });
      return u ? { type, exists: true, title: u.username, text: u.bio ?? "", hidden: u.hiddenAt !== null } : { type, exists: false };
    }
  }
}

type ReportRow = Prisma.ReportGetPayload<{ include: { appeal: true } }>;

const decisionAnswer = (r: ReportRow) =>
  r.status === "decided"
    ? { action: r.decisionAction, reason: r.decisionReason, days: r.decisionDays, decidedAt: r.decidedAt?.toISOString() ?? null, decidedById: r.decidedById }
    : null;

export async function listReports(q: ReportQueueQuery) {
  const where: Prisma.ReportWhereInput = {
    status: q.status,
    ...(q.q
      ? {
          OR: [
            { reference: { contains: q.q, mode: "insensitive" } },
            { details: { contains: q.q, mode: "insensitive" } },
            { reason: { contains: q.q, mode: "insensitive" } },
            { reporterEmail: { contains: q.q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const orderBy: Prisma.ReportOrderByWithRelationInput[] = q.status === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [rows, total] = await Promise.all([
    prisma.report.findMany({ where, orderBy, skip: (q.page - 1) * q.limit, take: q.limit, include: { appeal: true } }),
    prisma.report.count({ where }),
  ]);
  const [people, matches] = await Promise.all([personById(rows.flatMap((r) => [r.targetAuthorId, r.reporterId])), matchesOfReports(rows.map((r) => r.id))]);
  const reports = await Promise.all(
    rows.map(async (r) => {
      const [content, history, historyTotal] = await Promise.all([
        contentOf(r.targetType as ReportTargetType, r.targetId),
        prisma.report.findMany({
          where: { targetAuthorId: r.targetAuthorId, id: { not: r.id } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: HISTORY,
          select: { id: true, reference: true, targetType: true, reason: true, status: true, decisionAction: true, decisionReason: true, createdAt: true, decidedAt: true },
        }),
        prisma.report.count({ where: { targetAuthorId: r.targetAuthorId, id: { not: r.id } } }),
      ]);
      return {
        ...reportAnswer(r),
        reporter: r.reporterId ? (people.get(r.reporterId) ?? null) : null,
        content,
        author: people.get(r.targetAuthorId) ?? null,
        // an upload refused by the known-abuse hash lists: the list, the distance and the quarantined file
        hashMatch: matches.get(r.id) ?? null,
        authorHistory: {
          total: historyTotal,
          recent: history.map((h) => ({
            _id: h.id,
            reference: h.reference,
            targetType: h.targetType,
            reason: h.reason,
            status: h.status,
            action: h.decisionAction,
            decisionReason: h.decisionReason,
            createdAt: h.createdAt.toISOString(),
            decidedAt: h.decidedAt?.toISOString() ?? null,
          })),
        },
      };
    }),
  );
  return { reports, pagination: adminPage(q, total) };
}

export function reportAnswer(r: ReportRow) {
  return {
    _id: r.id,
    reference: r.reference,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    details: r.details,
    reporterEmail: r.reporterEmail,
    held: r.heldAt !== null,
    status: r.status,
    decision: decisionAnswer(r),
    appeal: r.appeal ? { _id: r.appeal.id, status: r.appeal.status, outcome: r.appeal.outcome } : null,
    createdAt: r.createdAt.toISOString(),
  };
}
