import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { notFound, badRequest, conflict } from "@/lib/errors";
import { afterResponse } from "@/lib/http/after-response";
import { validate } from "@/lib/http/parse";
import { deliverNotice } from "@/lib/account/notice-mail";
import { withUpload, type SpooledFile } from "@/lib/media/upload";
import { notify } from "@/lib/notifications/notify";
import { content } from "@/lib/notifications/templates";
import type { IdentityCheckKind, Prisma } from "@/lib/generated/prisma/client";
import { deleteQuietly } from "@/lib/storage";
import { documentLink, identityUploadRules, storeIdentityFiles } from "@/lib/identity/documents";
import { checkDecisionMail } from "@/lib/identity/mail";
import { verificationCounts } from "@/lib/identity/counts";
import { settleAgeCheck } from "@/lib/age-assurance/record";
import { VERIFICATION_FILES, verificationFieldsSchema, type AdminCheckListQuery, type VerificationFields } from "@/shared/schemas/identity";
import { z } from "@/shared/zod";

// Identity checks reviewed by an admin: a creator's verification (POST /api/users/verification)
// and a fan's age check by document (POST /api/users/age-check, lib/age-assurance/id-review.ts).
// One submission = one IdentityCheck with its private documents; one pending check per member and
// kind; an approval sets User.verifiedAt (creator) or passes the age check; either way the member
// is told (notification and e-mail in their language) and the admin's action is audited.

export type CheckStatus = "none" | "pending" | "approved" | "rejected";

const files = (form: SpooledFile[]) => new Map(form.map((f) => [f.field, f]));

/** The two files of a submission, or 400 naming the missing ones. */
function requireFiles(spooled: SpooledFile[]): { idDocument: SpooledFile; selfie: SpooledFile } {
  const byField = files(spooled);
  const missing = VERIFICATION_FILES.filter((f) => !byField.has(f));
  if (missing.length) {
    throw badRequest("MISSING_FILE", { params: { files: missing.join(", ") }, errors: Object.fromEntries(missing.map((f) => [f, [{ code: "FIELD_REQUIRED" as const }]])) });
  }
  return { idDocument: byField.get("idDocument")!, selfie: byField.get("selfie")! };
}

async function refuseOpenCheck(userId: string, kind: IdentityCheckKind) {
  const latest = await prisma.identityCheck.findFirst({ where: { userId, kind }, orderBy: { createdAt: "desc" }, select: { status: true } });
  if (latest?.status === "pending") throw conflict("CHECK_PENDING");
  if (latest?.status === "approved") throw conflict("ALREADY_APPROVED", { params: { kind } });
}

/**
 * Stores a submission: the text fields (creator verification only), the ID document and the
 * selfie, as one pending IdentityCheck. `onCreated` runs in the same transaction (the age check
 * records its pending AgeAssuranceCheck there).
 */
export async function submitCheck(
  userId: string,
  kind: IdentityCheckKind,
  req: Request,
  now: Date,
  onCreated?: (tx: Prisma.TransactionClient, checkId: string) => Promise<void>,
) {
  if (kind === "creator") {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { verifiedAt: true } });
    if (user?.verifiedAt) throw conflict("ALREADY_APPROVED", { params: { kind: "creator" } });
  }
  await refuseOpenCheck(userId, kind);
  return withUpload(req, identityUploadRules([...VERIFICATION_FILES]), async (form) => {
    const text = (name: string) => form.fields.get(name)?.[0];
    const fields: VerificationFields | null =
      kind === "creator" ? validate(verificationFieldsSchema, { legalName: text("legalName"), dateOfBirth: text("dateOfBirth"), country: text("country") }) : null;
    const { idDocument, selfie } = requireFiles(form.files);
    const stored = await storeIdentityFiles([
      { file: idDocument, purpose: "id_document" },
      { file: selfie, purpose: "selfie" },
    ]);
    try {
      await prisma.$transaction(async (tx) => {
        // two submissions at once: the second sees the first's pending check under the row lock
        await kysely(tx).selectFrom("User").select(sql.lit(1).as("one")).where("id", "=", userId).forNoKeyUpdate().executeTakeFirst();
        const open = await tx.identityCheck.count({ where: { userId, kind, status: "pending" } });
        if (open) throw conflict("CHECK_PENDING");
        const check = await tx.identityCheck.create({
          data: {
            userId,
            kind,
            legalName: fields?.legalName ?? null,
            dateOfBirth: fields ? new Date(`${fields.dateOfBirth}T00:00:00Z`) : null,
            country: fields?.country ?? null,
            createdAt: now,
            documents: { create: stored.map((s) => ({ ...s, createdAt: now })) },
          },
          select: { id: true },
        });
        await onCreated?.(tx, check.id);
      });
    } catch (err) {
      await deleteQuietly(stored.map((s) => s.key));
      throw err;
    }
    return checkStatus(userId, kind);
  });
}

/** The member's own state of a check: none | pending | approved | rejected, with the rejection's reason. */
export async function checkStatus(userId: string, kind: IdentityCheckKind) {
  const [user, latest] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { verifiedAt: true } }),
    prisma.identityCheck.findFirst({
      where: { userId, kind },
      orderBy: { createdAt: "desc" },
      select: { status: true, reason: true, createdAt: true, decidedAt: true },
    }),
  ]);
  // a creator verified without a check of ours (the demo seed) is approved
  const status: CheckStatus = kind === "creator" && user?.verifiedAt ? "approved" : (latest?.status ?? "none");
  return {
    status,
    reason: status === "rejected" ? (latest?.reason ?? null) : null,
    submittedAt: latest?.createdAt.toISOString() ?? null,
    decidedAt: latest?.decidedAt?.toISOString() ?? (status === "approved" ? (user?.verifiedAt?.toISOString() ?? null) : null),
  };
}

const ADMIN_CHECK_SELECT = {
  id: true,
  kind: true,
  status: true,
  legalName: true,
  dateOfBirth: true,
  country: true,
  reason: true,
  createdAt: true,
  decidedAt: true,
  documentsDeletedAt: true,
  user: { select: { id: true, username: true, email: true, firstName: true, lastName: true, dateOfBirth: true } },
  documents: { select: { id: true, purpose: true, mimeType: true }, orderBy: { purpose: "asc" } },
} satisfies Prisma.IdentityCheckSelect;
type AdminCheckRow = Prisma.IdentityCheckGetPayload<{ select: typeof ADMIN_CHECK_SELECT }>;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function adminCheck(c: AdminCheckRow, now: number) {
  return {
    _id: c.id,
    kind: c.kind,
    status: c.status,
    legalName: c.legalName,
    dateOfBirth: day(c.dateOfBirth),
    country: c.country,
    reason: c.reason,
    submittedAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    documentsDeletedAt: c.documentsDeletedAt?.toISOString() ?? null,
    user: {
      _id: c.user.id,
      username: c.user.username,
      email: c.user.email,
      name: `${c.user.firstName} ${c.user.lastName}`.trim(),
      declaredDateOfBirth: day(c.user.dateOfBirth),
    },
    documents: c.documents.map((d) => documentLink(d, now)),
  };
}

/** GET /api/admin/verifications: pending oldest first (the order to work through), decided newest first; `q` searches username, e-mail and legal name. */
export async function listChecks(q: AdminCheckListQuery, now = new Date()) {
  const search = q.q
    ? {
        OR: [
          { legalName: { contains: q.q, mode: "insensitive" as const } },
          { user: { username: { contains: q.q.toLowerCase() } } },
          { user: { email: { contains: q.q.toLowerCase() } } },
        ],
      }
    : {};
  const where: Prisma.IdentityCheckWhereInput = { kind: q.kind, status: q.status, ...search };
  const orderBy: Prisma.IdentityCheckOrderByWithRelationInput[] =
    q.status === "pending" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [rows, total, counts] = await Promise.all([
    prisma.identityCheck.findMany({ where, orderBy, skip: (q.page - 1) * q.limit, take: q.limit, select: ADMIN_CHECK_SELECT }),
    prisma.identityCheck.count({ where }),
    verificationCounts(now),
  ]);
  return {
    counts,
    verifications: rows.map((r) => adminCheck(r, now.getTime())),
    pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit },
  };
}

/** What the member is told (words in the dictionaries' NotificationItems, read in their language). */
const NOTICE = {
  creator: {
    approved: () => content("verification_approved", {}),
    rejected: (reason: string) => content("verification_rejected", { reason }),
  },
  age: {
    approved: () => content("age_check_approved", {}),
    rejected: (reason: string) => content("age_check_rejected", { reason }),
  },
} as const;

/**
 * POST /api/admin/verifications/{userId}/approve|reject: decides the member's pending check of
 * `kind` (404 when there is none; two admins at once: one wins, the other gets 409). In one
 * transaction: the check, User.verifiedAt (creator approval) or the pending age-assurance record
 * (lib/age-assurance writes it with reference = the check's id), the audit row and the
 * notification; the e-mail leaves after the commit.
 */
export async function decideCheck(
  admin: AuditActor,
  userId: string,
  kind: IdentityCheckKind,
  decision: { status: "approved" | "rejected"; reason: string | null },
  now: Date,
) {
  if (!z.uuid().safeParse(userId).success) throw notFound("NO_PENDING_VERIFICATION");
  const result = await prisma.$transaction(async (tx) => {
    const check = await tx.identityCheck.findFirst({ where: { userId, kind, status: "pending" }, select: { id: true } });
    if (!check) {
      const any = await tx.identityCheck.count({ where: { userId, kind } });
      if (any) throw conflict("ALREADY_DECIDED");
      throw notFound("NO_PENDING_VERIFICATION");
    }
    const { count } = await tx.identityCheck.updateMany({
      where: { id: check.id, status: "pending" },
      data: { status: decision.status, reason: decision.reason, decidedAt: now, decidedById: admin.id },
    });
    if (count === 0) throw conflict("ALREADY_DECIDED");
    if (kind === "creator" && decision.status === "approved") {
      await tx.user.update({ where: { id: userId }, data: { verifiedAt: now } });
    }
    if (kind === "age") await settleAgeCheck(tx, check.id, decision.status === "approved" ? "passed" : "failed", now);
    await recordAudit(
      tx,
      admin,
      {
        action: `${kind === "creator" ? "verification" : "age_check"}.${decision.status === "approved" ? "approve" : "reject"}`,
        targetType: "user",
        targetIds: [userId, check.id],
        before: { status: "pending" },
        after: { status: decision.status, reason: decision.reason },
      },
      now,
    );
    const notice = NOTICE[kind][decision.status];
    await notify(
      {
        recipientId: userId,
        senderId: null,
        priority: "high",
        ...notice(decision.reason ?? ""),
        actionUrl: kind === "creator" ? "/verification" : "/age-check",
      },
      tx,
    );
    return tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, locale: true } });
  });
  // a notice like any other: the member's discreet mode and quiet hours apply (decision 055)
  afterResponse("identity check decision mail", () =>
    deliverNotice(userId, checkDecisionMail({ to: result.email, firstName: result.firstName, locale: result.locale, kind, ...decision })),
  );
  return checkStatus(userId, kind);
}
