import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { MEMBER_SELECT, toMemberSummary } from "@/lib/users/serialize";
import { normalizeUsername } from "@/shared/validation/username";

/**
 * Member blocks (decision 038). What a block stops is THE rule of lib/access/audience.ts (the
 * blocker's profile, posts, media, comments, tips and subscriptions are closed to the blocked
 * member) and lib/chat/permissions.ts (neither may message the other); this module only writes
 * and lists blocks.
 */

/** Most blocks a member can hold (a list far past any honest use is abuse of the table). */
export const MAX_BLOCKS = 5000;

async function memberId(username: string): Promise<string> {
  const user = await prisma.user.findUnique({ where: { username: normalizeUsername(username) }, select: { id: true, role: true } });
  if (!user || user.role !== "MEMBER") throw notFound("USER_NOT_FOUND");
  return user.id;
}

/**
 * POST /api/users/{username}/block. Idempotent. In the same transaction every subscription
 * between the two, either way, stops renewing: a running one becomes cancelled with autoRenew
 * off (the blocked member's access ends at once through the access rule; the blocker keeps what
 * they paid for, to its end date), one whose renewal failed (past_due) is expired.
 */
export async function blockMember(blockerId: string, username: string, now = new Date()) {
  const blockedId = await memberId(username);
  if (blockedId === blockerId) throw badRequest("BLOCK_SELF");
  await prisma.$transaction(async (tx) => {
    const count = await tx.memberBlock.count({ where: { blockerId } });
    if (count >= MAX_BLOCKS) throw badRequest("BLOCK_LIMIT", { params: { max: MAX_BLOCKS } });
    await tx.memberBlock.upsert({ where: { blockerId_blockedId: { blockerId, blockedId } }, create: { blockerId, blockedId, createdAt: now }, update: {} });
    const pair = {
      OR: [
        { subscriberId: blockerId, creatorId: blockedId },
        { subscriberId: blockedId, creatorId: blockerId },
      ],
    };
    await tx.subscription.updateMany({ where: { ...pair, status: "active" }, data: { status: "cancelled", autoRenew: false, cancelledAt: now } });
    await tx.subscription.updateMany({ where: { ...pair, status: "cancelled" }, data: { autoRenew: false } });
    await tx.subscription.updateMany({ where: { ...pair, status: "past_due" }, data: { status: "expired", autoRenew: false } });
  });
  return { blocked: true };
}

/** DELETE /api/users/{username}/block. Idempotent; cancelled subscriptions stay cancelled. */
export async function unblockMember(blockerId: string, username: string) {
  const blockedId = await memberId(username);
  await prisma.memberBlock.deleteMany({ where: { blockerId, blockedId } });
  return { blocked: false };
}

/** GET /api/users/blocks?page&limit: the members the viewer blocked, newest first. */
export async function listBlocks(blockerId: string, { page, limit }: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    prisma.memberBlock.findMany({
      where: { blockerId },
      orderBy: [{ createdAt: "desc" }, { blockedId: "asc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: { createdAt: true, blocked: { select: MEMBER_SELECT } },
    }),
    prisma.memberBlock.count({ where: { blockerId } }),
  ]);
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    blocks: rows.map((r) => ({ user: toMemberSummary(r.blocked, 96), blockedAt: r.createdAt.toISOString() })),
    pagination: { page, limit, total, pages, hasNext: page < pages },
  };
}
