import { prisma, type Tx } from "@/lib/db";
import { conflict, fieldError } from "@/lib/errors";

// A username given up by a rename is held for its previous owner: nobody else may register or
// rename to it for USERNAME_HOLD_DAYS (links, mentions and memories of the old name cannot be
// taken over by someone else at once); the previous owner may take it back meanwhile.

export const USERNAME_HOLD_DAYS = 30;
/** An erased account's username is held longer (issue 26): nobody may take it for 90 days. */
export const ERASED_USERNAME_HOLD_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Tx | typeof prisma;

/** 409 when `username` is held for someone other than `claimantId` (null: a new account). */
export async function assertUsernameClaimable(username: string, claimantId: string | null, now = new Date(), db: Db = prisma): Promise<void> {
  const hold = await db.usernameHold.findUnique({ where: { username }, select: { previousOwnerId: true, releasedAt: true, holdDays: true } });
  if (hold && hold.previousOwnerId !== claimantId && hold.releasedAt.getTime() + hold.holdDays * DAY_MS > now.getTime()) {
    throw conflict("USERNAME_HELD", { params: { days: hold.holdDays }, errors: fieldError("username", "USERNAME_HELD", { days: hold.holdDays }) });
  }
}

/**
 * In the transaction of a rename from `oldName` to `newName` (already checked claimable): the new
 * name's hold, if any, is spent (its owner took it back, or it had run out) and the old name is
 * held for the user from `now`.
 */
export async function recordRename(tx: Tx, userId: string, oldName: string, newName: string, now = new Date()): Promise<void> {
  await tx.usernameHold.deleteMany({ where: { username: newName } });
  await tx.usernameHold.upsert({
    where: { username: oldName },
    create: { username: oldName, previousOwnerId: userId, releasedAt: now, holdDays: USERNAME_HOLD_DAYS },
    update: { previousOwnerId: userId, releasedAt: now, holdDays: USERNAME_HOLD_DAYS },
  });
}
