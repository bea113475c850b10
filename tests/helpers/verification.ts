// Creator verification in tests (issue 19 point 4): only a verified creator can be subscribed to,
// tipped, bought from or paid out. The sign-up helpers of the other areas (social.ts member(),
// content.ts registerUser(), account.ts signUp()) call markCreatorVerified so their tests keep
// paying the creators they make; tests of the unverified path pass `{ verified: false }` or sign up
// through the API themselves (tests/api/verification.test.ts).
import { prisma } from "./db";

/** Marks the member verified, as an admin's approval would (User.verifiedAt). */
export async function markCreatorVerified(userId: string, at = new Date()): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { verifiedAt: at } });
}
