import { prisma } from "@/lib/db";

// Members as the back office's moderation queues show them: who they are, whether an admin
// trusts them, and whether they are a repeat infringer (THE rule: REPEAT_INFRINGER_AT or more
// takedown notices upheld against them; a notice restored after a counter-notice does not count).

export const REPEAT_INFRINGER_AT = 2;

export type AdminMemberAnswer = { _id: string; username: string; name: string; email: string; trusted: boolean; repeatInfringer: boolean };

/** How many notices were upheld (status removed) against each of these creators. */
export async function upheldTakedowns(creatorIds: string[]): Promise<Map<string, number>> {
  if (creatorIds.length === 0) return new Map();
  const rows = await prisma.takedownItem.findMany({
    where: { creatorId: { in: creatorIds }, takedown: { status: "removed" } },
    select: { creatorId: true, takedownId: true },
    distinct: ["creatorId", "takedownId"],
  });
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.creatorId, (counts.get(r.creatorId) ?? 0) + 1);
  return counts;
}

export const isRepeatInfringer = (upheld: number) => upheld >= REPEAT_INFRINGER_AT;

/** The members with these ids, by id (unknown ids are left out). */
export async function adminMembers(ids: string[]): Promise<Map<string, AdminMemberAnswer>> {
  const unique = [...new Set(ids)];
  const [users, upheld] = await Promise.all([
    prisma.user.findMany({
      where: { id: { in: unique } },
      select: { id: true, username: true, email: true, firstName: true, lastName: true, trustedAt: true },
    }),
    upheldTakedowns(unique),
  ]);
  return new Map(
    users.map((u) => [
      u.id,
      {
        _id: u.id,
        username: u.username,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        trusted: u.trustedAt !== null,
        repeatInfringer: isRepeatInfringer(upheld.get(u.id) ?? 0),
      },
    ]),
  );
}
