import { prisma, type Tx } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { conflict, notFound, fieldError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { adminMembers } from "@/lib/safety/admin-members";
import { notifyStatement, sendStatementMail, type Statement, type StatementRecipient } from "@/lib/safety/statement";
import { CLAIMANT_SELECT, claimantMail, removedStatement, restoredStatement } from "@/lib/takedowns/texts";
import type { AdminTakedownAnswer } from "@/shared/answers/moderation";
import type { AdminTakedownListQuery, TakedownDecisionInput } from "@/shared/schemas/moderation";
import { z } from "@/shared/zod";

// The admin's takedown queue (issue 19, point 9). `remove` upholds a notice: the posts it names
// are taken down (status removed, the reason on the post) and each creator gets a statement with
// the counter-notice path; `reject` leaves everything online. After a counter-notice an admin
// may restore the posts. The claimant is e-mailed every outcome. Each decision is audited.

const TAKEDOWN_SELECT = {
  id: true,
  reference: true,
  status: true,
  claimantName: true,
  email: true,
  urls: true,
  description: true,
  signature: true,
  createdAt: true,
  decidedAt: true,
  decisionReason: true,
  counterMessage: true,
  counterSignature: true,
  counterAt: true,
  restoredAt: true,
  restoreReason: true,
  items: { select: { url: true, creatorId: true, post: { select: { id: true, title: true, status: true } } } },
} satisfies Prisma.TakedownSelect;
type TakedownRow = Prisma.TakedownGetPayload<{ select: typeof TAKEDOWN_SELECT }>;

async function answers(rows: TakedownRow[]): Promise<AdminTakedownAnswer[]> {
  const members = await adminMembers(rows.flatMap((r) => r.items.map((i) => i.creatorId)));
  return rows.map((r) => {
    const items = r.items.map((i) => ({
      url: i.url,
      creator: members.get(i.creatorId) ?? null,
      post: i.post ? { _id: i.post.id, title: i.post.title, status: i.post.status } : null,
    }));
    return {
      _id: r.id,
      reference: r.reference,
      status: r.status,
      claimantName: r.claimantName,
      email: r.email,
      urls: r.urls,
      description: r.description,
      signature: r.signature,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionReason: r.decisionReason,
      counterNotice: r.counterAt ? { message: r.counterMessage ?? "", signature: r.counterSignature ?? "", at: r.counterAt.toISOString() } : null,
      restoredAt: r.restoredAt?.toISOString() ?? null,
      restoreReason: r.restoreReason,
      items,
      repeatInfringer: items.some((i) => i.creator?.repeatInfringer === true),
    };
  });
}

function search(q: string | undefined): Prisma.TakedownWhereInput {
  if (!q) return {};
  const has = { contains: q, mode: "insensitive" as const };
  return {
    OR: [
      { reference: has },
      { claimantName: has },
      { email: has },
      { description: has },
      { items: { some: { url: has } } },
      { items: { some: { post: { title: has } } } },
    ],
  };
}

/** GET /api/admin/takedowns: open ones oldest first, decided ones newest decision first. */
export async function listTakedowns(query: AdminTakedownListQuery) {
  const where: Prisma.TakedownWhereInput = { status: query.status, ...search(query.q) };
  const orderBy: Prisma.TakedownOrderByWithRelationInput[] =
    query.status === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [rows, total] = await Promise.all([
    prisma.takedown.findMany({ where, orderBy, skip: (query.page - 1) * query.limit, take: query.limit, select: TAKEDOWN_SELECT }),
    prisma.takedown.count({ where }),
  ]);
  return { takedowns: await answers(rows), pagination: { total, pages: Math.ceil(total / query.limit), page: query.page, limit: query.limit } };
}

async function oneTakedown(id: string): Promise<AdminTakedownAnswer> {
  const row = await prisma.takedown.findUniqueOrThrow({ where: { id }, select: TAKEDOWN_SELECT });
  return (await answers([row]))[0]!;
}

const assertId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound("NOTICE_NOT_FOUND");
};

type Mail = { to: { email: string; firstName: string; locale: string | null }; statement: Statement };

/** The creators named by a notice's posts, with the titles of their posts it names. */
async function creatorsOf(tx: Tx, takedownId: string) {
  const items = await tx.takedownItem.findMany({
    where: { takedownId, postId: { not: null } },
    select: { postId: true, creatorId: true, post: { select: { title: true } } },
  });
  const users = await tx.user.findMany({
    where: { id: { in: [...new Set(items.map((i) => i.creatorId))] } },
    select: { id: true, email: true, firstName: true, locale: true },
  });
  return {
    postIds: items.map((i) => i.postId!),
    creators: users.map((u) => ({ user: u as StatementRecipient, titles: items.filter((i) => i.creatorId === u.id).map((i) => i.post?.title ?? "") })),
  };
}

/** POST /api/admin/takedowns/{id}/decide {action, reason}: once, from open (409 after). */
export async function decideTakedown(admin: AuditActor, id: string, input: TakedownDecisionInput, now: Date): Promise<AdminTakedownAnswer> {
  assertId(id);
  const mails = await prisma.$transaction(async (tx) => {
    const status = input.action === "remove" ? "removed" : "rejected";
    const { count } = await tx.takedown.updateMany({
      where: { id, status: "open" },
      data: { status, decidedAt: now, decidedById: admin.id, decisionReason: input.reason },
    });
    const t = await tx.takedown.findUnique({ where: { id }, select: { ...CLAIMANT_SELECT, id: true } });
    if (!t) throw notFound("NOTICE_NOT_FOUND");
    if (count === 0) throw conflict("NOTICE_ALREADY_DECIDED", { errors: fieldError("status", "NOTICE_NOT_OPEN") });
    const { postIds, creators } = await creatorsOf(tx, id);
    const out: Mail[] = [];
    let removed: string[] = [];
    if (input.action === "remove") {
      const taken = await tx.post.findMany({ where: { id: { in: postIds }, status: { not: "removed" } }, select: { id: true } });
      removed = taken.map((p) => p.id);
      await tx.post.updateMany({ where: { id: { in: removed } }, data: { status: "removed", moderatedAt: now, moderationReason: input.reason } });
      for (const c of creators) {
        const statement = await notifyStatement(tx, c.user, (l) => removedStatement(l, { reference: t.reference, titles: c.titles, reason: input.reason, takedownId: id }));
        out.push({ to: c.user, statement });
      }
    }
    await recordAudit(tx, admin, {
      action: input.action === "remove" ? "takedown.remove" : "takedown.reject",
      targetType: "takedown",
      targetIds: [id, ...postIds, ...creators.map((c) => c.user.id)],
      before: { status: "open" },
      after: { status, reason: input.reason, removedPosts: removed },
    }, now);
    out.push(claimantMail(t, status, input.reason));
    return out;
  });
  for (const m of mails) await sendStatementMail(m.to, m.statement);
  return oneTakedown(id);
}

/**
 * POST /api/admin/takedowns/{id}/restore {reason}: after the creator's counter-notice, the posts
 * this notice took down are published again (409 without a counter-notice or once restored).
 */
export async function restoreTakedown(admin: AuditActor, id: string, reason: string, now: Date): Promise<AdminTakedownAnswer> {
  assertId(id);
  const mails = await prisma.$transaction(async (tx) => {
    const t = await tx.takedown.findUnique({ where: { id }, select: { ...CLAIMANT_SELECT, id: true, status: true, counterAt: true } });
    if (!t) throw notFound("NOTICE_NOT_FOUND");
    if (t.status !== "removed" || !t.counterAt) {
      throw conflict("NOTHING_TO_RESTORE", { errors: fieldError("status", "NOTHING_TO_RESTORE") });
    }
    const { count } = await tx.takedown.updateMany({ where: { id, status: "removed" }, data: { status: "restored", restoredAt: now, restoreReason: reason } });
    if (count === 0) throw conflict("NOTICE_ALREADY_RESTORED", { errors: fieldError("status", "NOTHING_TO_RESTORE") });
    const { postIds, creators } = await creatorsOf(tx, id);
    const back = await tx.post.findMany({ where: { id: { in: postIds }, status: "removed" }, select: { id: true } });
    await tx.post.updateMany({ where: { id: { in: back.map((p) => p.id) } }, data: { status: "published", moderatedAt: now, moderationReason: null } });
    const out: Mail[] = [];
    for (const c of creators) {
      const statement = await notifyStatement(tx, c.user, (l) => restoredStatement(l, { reference: t.reference, titles: c.titles, reason }));
      out.push({ to: c.user, statement });
    }
    await recordAudit(tx, admin, {
      action: "takedown.restore",
      targetType: "takedown",
      targetIds: [id, ...postIds, ...creators.map((c) => c.user.id)],
      before: { status: "removed" },
      after: { status: "restored", reason, restoredPosts: back.map((p) => p.id) },
    }, now);
    out.push(claimantMail(t, "restored", reason));
    return out;
  });
  for (const m of mails) await sendStatementMail(m.to, m.statement);
  return oneTakedown(id);
}
