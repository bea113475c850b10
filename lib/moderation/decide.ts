import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { notFound, conflict } from "@/lib/errors";
import type { MailMessage } from "@/lib/mail";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listRemovedMedia } from "@/lib/hash-lists/internal";
import { applyAccountStatus, type AccountBefore } from "@/lib/moderation/account-status";
import { releaseHold, removeTarget, targetState, type TargetBefore } from "@/lib/moderation/targets";
import { deliverStatement, sendAfterCommit, tellReporter } from "@/lib/moderation/statement";
import { DEFAULT_SUSPENSION_DAYS, type DecisionInput, type ReportReason, type ReportTargetType } from "@/shared/schemas/reports";
import { z } from "@/shared/zod";

// POST /api/admin/reports/{id}/decide (docs/decisions/031-moderation.md):
//  - dismiss: nothing breaks a rule; a hold is lifted;
//  - remove: the content is taken down (post removed; comment, message or profile hidden);
//  - restrict | suspend | ban: the content is taken down and the author's account measure applies
//    (lib/moderation/account-status.ts).
// In one transaction with the audit record and the notifications; the e-mails after it commits.

/** What the decision changed, kept on the report so an overturned appeal can undo it. */
export type DecisionBefore = { target?: TargetBefore; account?: AccountBefore };

const ACCOUNT_MEASURE = { restrict: "restricted", suspend: "suspended", ban: "banned" } as const;

export const reportDecided = () => conflict("REPORT_DECIDED");

export async function decideReport(admin: AuditActor, reportId: string, input: DecisionInput, now: Date) {
  if (!z.uuid().safeParse(reportId).success) throw notFound("REPORT_NOT_FOUND");
  const mails: MailMessage[] = [];
  const result = await prisma.$transaction(async (tx) => {
    const report = await tx.report.findUnique({ where: { id: reportId } });
    if (!report) throw notFound("REPORT_NOT_FOUND");
    if (report.status !== "open") throw reportDecided();
    const type = report.targetType as ReportTargetType;
    const days = input.action === "suspend" ? (input.days ?? DEFAULT_SUSPENSION_DAYS) : null;
    const before: DecisionBefore = {};
    if (input.action === "dismiss") {
      if (report.heldAt) await releaseHold(tx, type, report.targetId, report.id);
    } else {
      before.target = await targetState(tx, type, report.targetId);
      // a profile is taken down by "remove"; an account measure on a profile report acts on the account
      if (type !== "user" || input.action === "remove") await removeTarget(tx, type, report.targetId, input.reason, now);
      else if (report.heldAt) await releaseHold(tx, type, report.targetId, report.id);
      // photos taken down for underage or non-consent join the internal hash list: a re-upload is refused
      await listRemovedMedia(tx, report.reason as ReportReason, type, report.targetId, now);
      if (input.action !== "remove") before.account = await applyAccountStatus(tx, report.targetAuthorId, ACCOUNT_MEASURE[input.action], days ?? undefined, now);
    }
    // one admin wins a race: the update only applies to a report still open
    const { count } = await tx.report.updateMany({
      where: { id: report.id, status: "open" },
      data: {
        status: "decided",
        decisionAction: input.action,
        decisionReason: input.reason,
        decisionDays: days,
        decisionBefore: before as Prisma.InputJsonValue,
        decidedAt: now,
        decidedById: admin.id,
      },
    });
    if (count === 0) throw reportDecided();
    await recordAudit(
      tx,
      admin,
      {
        action: "report.decide",
        targetType: "report",
        targetIds: [report.id, report.targetId, report.targetAuthorId],
        before: { status: "open", ...(before as Prisma.InputJsonObject) },
        after: { status: "decided", action: input.action, reason: input.reason, ...(days ? { days } : {}) },
      },
      now,
    );
    if (input.action !== "dismiss") {
      const author = await tx.user.findUnique({ where: { id: report.targetAuthorId }, select: { id: true, email: true, firstName: true, locale: true } });
      if (author) {
        mails.push(
          await deliverStatement(tx, author, report.id, {
            action: input.action,
            targetType: type,
            reason: report.reason as ReportReason,
            decisionReason: input.reason,
            days,
          }),
        );
      }
    }
    const reporterMail = await tellReporter(tx, report, input.action !== "dismiss");
    if (reporterMail) mails.push(reporterMail);
    return { _id: report.id, reference: report.reference, status: "decided" as const, action: input.action, reason: input.reason, days, decidedAt: now.toISOString() };
  });
  await sendAfterCommit(mails);
  return result;
}
