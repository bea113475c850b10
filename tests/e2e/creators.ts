// Setting up a creator for a browser test the way an admin's decisions would (issue 19): an
// identity-verified creator can be paid (subscribed to, tipped), and a trusted one's posts are
// published at once instead of waiting in the review queue (MODERATION_MODE=pre). The specs of those
// decisions themselves (verification.spec.ts, review.spec.ts) go through the admin's screens.
import pg from "pg";

export async function makeVerifiedTrustedCreator(userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const res = await client.query(`UPDATE "User" SET "verifiedAt" = now(), "trustedAt" = now() WHERE "id" = $1::uuid`, [userId]);
    if (res.rowCount !== 1) throw new Error(`no member ${userId}`);
  } finally {
    await client.end();
  }
}
