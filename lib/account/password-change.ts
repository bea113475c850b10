import type { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, unauthorized, fieldError } from "@/lib/errors";
import { consume, limiter } from "@/lib/rate-limit";
import { endUserSessions } from "@/lib/auth/sessions";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { changePasswordSchema } from "@/shared/schemas/account";

export const PASSWORD_CHANGED = "Your password has been changed.";
const TOO_MANY = "PASSWORD_CHANGE_TOO_MANY";

const perUser = () => limiter("password-change", 10, 15 * 60, 15 * 60);

/**
 * A signed-in user's password change: the current password must match; reset links still out
 * stop working and every other device is signed out (the one that made the change stays).
 */
export async function changePassword(userId: string, currentSessionId: string, input: z.infer<typeof changePasswordSchema>): Promise<string> {
  await consume(perUser(), userId, TOO_MANY);
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, passwordHash: true } });
  if (!user) throw unauthorized("AUTHENTICATION_REQUIRED");
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest("CURRENT_PASSWORD_INCORRECT", { errors: fieldError("currentPassword", "CURRENT_PASSWORD_INCORRECT") });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await endUserSessions(userId, currentSessionId, tx);
  });
  return PASSWORD_CHANGED;
}
