import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { notFound, badRequest, conflict } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { restoreAccountStatus } from "@/lib/moderation/account-status";
import { restoreTarget } from "@/lib/moderation/targets";
import { deliverAppealOutcome, sendAfterCommit, statementOfReasons } from "@/lib/moderation/statement";
import { langOf } from "@/lib/moderation/texts";
import { isAppealToken } from "@/lib/moderation/appeal-token";
import type { DecisionBefore } from "@/lib/moderation/decide";
import { adminPage, personById, type AdminPerson } from "@/lib/moderation/people";
import type { AppealDecisionInput, AppealInput, AppealQueueQuery, DecisionAction, ReportReason, ReportTargetType } from "@/shared/schemas/reports";
import { z } from "@/shared/zod";

// Appeals (docs/decisions/031-moderation.md): the author of decided content appeals once; an
// admin upholds or overturns; overturned restores what the decision took away; the author is told.

const NOT_FOUND = "DECISION_NOT_FOUND";

/**
 * A decision about the viewer's content, as the member page shows it: the statement of reasons in
 * `locale`, and the appeal (if any). Anybody else's, an unknown one, a dismissed or open report: 404.
 */
export async function getModerationCase(viewerId: string | null, reportId: string, locale: string | null, token?: string | null) {
  if (!z.uuid().safeParse(reportId).success) throw notFound(NOT_FOUND);
  const r = await prisma.report.findUnique({ where: { id: reportId }, include: { appeal: true } });
  if (!r || !isAuthor(r, viewerId, token) || r.status !== "decided" || !r.decisionAction || r.decisionAction === "dismiss") throw notFound(NOT_FOUND);
  const statement = statementOfReasons(langOf(locale), {
    action: r.decisionAction as Exclude<DecisionAction, "dismiss">,
    targetType: r.targetType as ReportTargetType,
    reason: r.reason as ReportReason,
    decisionReason: r.decisionReason ?? "",
    days: r.decisionDays,
  });
  return {
    _id: r.id,
    reference: r.reference,
    targetType: r.targetType,
    targetId: r.targetId,
    action: r.decisionAction,
    reason: r.decisionReason,
    days: r.decisionDays,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    statement,
    appeal: r.appeal ? appealAnswer(r.appeal) : null,
    canAppeal: !r.appeal,
  };
}

type AppealRow = Prisma.AppealGetPayload<object>;
const appealAnswer = (a: AppealRow) => ({
  _id: a.id,
  reportId: a.reportId,
  message: a.message,
  status: a.status,
  outcome: a.outcome,
  decisionReason: a.decisionReason,
  decidedAt: a.decidedAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
});

/** The viewer is the author of the decided content, signed in or with the statement's token. */
function isAuthor(r: { id: string; targetAuthorId: string }, viewerId: string | null, token: string | null | undefined): boolean {
  return r.targetAuthorId === viewerId || isAppealToken(token, r.id, r.targetAuthorId);
}

export const appealExists = () => conflict("APPEAL_EXISTS");

/**
 * POST /api/appeals: the author of the decided content (signed in, or with the statement's token
 * when they cannot sign in), once (second: 409 appeal_exists).
 */
export async function createAppeal(viewerId: string | null, input: AppealInput, now = new Date()) {
  const r = await prisma.report.findUnique({ where: { id: input.reportId }, select: { id: true, targetAuthorId: true, status: true, decisionAction: true } });
  if (!r || !isAuthor(r, viewerId, input.token)) throw notFound(NOT_FOUND);
  if (r.status !== "decided" || !r.decisionAction || r.decisionAction === "dismiss") {
    throw badRequest("NOT_APPEALABLE");
  }
  try {
    const a = await prisma.appeal.create({ data: { reportId: input.reportId, authorId: r.targetAuthorId, message: input.message, createdAt: now } });
    return appealAnswer(a);
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") throw appealExists();
    throw err;
  }
}

/** GET /api/admin/appeals: open ones oldest first (decided ones newest first), with the decision appealed. */
export async function listAppeals(q: AppealQueueQuery) {
  const where: Prisma.AppealWhereInput = {
    status: q.status,
    ...(q.q
      ? {
          OR: [
            { message: { contains: q.q, mode: "insensitive" } },
            { report: { reference: { contains: q.q, mode: "insensitive" } } },
            { report: { decisionReason: { contains: q.q, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
  const orderBy: Prisma.AppealOrderByWithRelationInput[] = q.status === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [rows, total] = await Promise.all([
    prisma.appeal.findMany({ where, orderBy, skip: (q.page - 1) * q.limit, take: q.limit, include: { report: true } }),
    prisma.appeal.count({ where }),
  ]);
  const people = await personById(rows.map((r) => r.authorId));
  return {
    appeals: rows.map((a) => ({
      ...appealAnswer(a),
      author: people.get(a.authorId) ?? (null as AdminPerson | null),
      report: {
        _id: a.report.id,
        reference: a.report.reference,
        targetType: a.report.targetType,
        targetId: a.report.targetId,
        reason: a.report.reason,
        action: a.report.decisionAction,
        decisionReason: a.report.decisionReason,
        decidedAt: a.report.decidedAt?.toISOString() ?? null,
      },
    })),
    pagination: adminPage(q, total),
  };
}

export const appealDecided = () => conflict("APPEAL_DECIDED");

/** POST /api/admin/appeals/{id}/decide: upheld (nothing changes) or overturned (the decision is undone); the author is told. */
export async function decideAppeal(admin: AuditActor, appealId: string, input: AppealDecisionInput, now: Date) {
  if (!z.uuid().safeParse(appealId).success) throw notFound("APPEAL_NOT_FOUND");
  const { result, mail } = await prisma.$transaction(async (tx) => {
    const appeal = await tx.appeal.findUnique({ where: { id: appealId }, include: { report: true } });
    if (!appeal) throw notFound("APPEAL_NOT_FOUND");
    const { count } = await tx.appeal.updateMany({
      where: { id: appeal.id, status: "open" },
      data: { status: "decided", outcome: input.outcome, decisionReason: input.reason, decidedAt: now, decidedById: admin.id },
    });
    if (count === 0) throw appealDecided();
    const report = appeal.report;
    if (input.outcome === "overturned") {
      const before = (report.decisionBefore ?? {}) as DecisionBefore;
      if (before.target) await restoreTarget(tx, report.targetType as ReportTargetType, report.targetId, before.target);
      if (before.account) await restoreAccountStatus(tx, report.targetAuthorId, before.account);
    }
    await recordAudit(
      tx,
      admin,
      {
        action: "appeal.decide",
        targetType: "appeal",
        targetIds: [appeal.id, report.id, report.targetId, report.targetAuthorId],
        before: { status: "open", decision: report.decisionAction },
        after: { status: "decided", outcome: input.outcome, reason: input.reason },
      },
      now,
    );
    const author = await tx.user.findUnique({ where: { id: appeal.authorId }, select: { id: true, email: true, firstName: true, locale: true } });
    const mail = author ? await deliverAppealOutcome(tx, author, report.id, input.outcome, input.reason) : null;
    return { result: { _id: appeal.id, status: "decided" as const, outcome: input.outcome, reason: input.reason, decidedAt: now.toISOString() }, mail };
  });
  if (mail) await sendAfterCommit([mail]);
  return result;
}
