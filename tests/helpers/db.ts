// Direct database access for test set-up only (never for assertions about API behaviour
// that the API itself can show).
import { prisma } from "@/lib/db";

export { prisma };

export async function makeAdmin(username: string) {
  await prisma.user.update({ where: { username: username.toLowerCase() }, data: { role: "ADMIN" } });
}

/**
 * True when the run uses the embedded database (no DATABASE_URL: PGlite, one session behind every
 * connection). Scenarios that need several sessions at once, as several app instances have, run on
 * a PostgreSQL server only, and say so in their names.
 */
export const onEmbeddedDatabase = process.env.TEST_DATABASE === "embedded";

/**
 * Marks a member as a creator an admin trusts (User.trustedAt): their posts publish at once under
 * MODERATION_MODE=pre, as every test written before review-before-publication expects. Tests of
 * the review queue make untrusted creators with `untrusted: true` on the helpers.
 */
export async function markTrustedCreator(userId: string) {
  await prisma.user.update({ where: { id: userId }, data: { trustedAt: new Date() } });
}
