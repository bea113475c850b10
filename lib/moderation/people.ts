import { prisma } from "@/lib/db";

// The members as the back office shows them in the moderation queues (the account's standing included).

export type AdminPerson = {
  _id: string;
  username: string;
  name: string;
  email: string;
  accountStatus: string;
  suspendedUntil: string | null;
  hidden: boolean;
  trusted: boolean;
};

export const ADMIN_MEMBER_SELECT = {
  id: true,
  username: true,
  email: true,
  firstName: true,
  lastName: true,
  accountStatus: true,
  suspendedUntil: true,
  hiddenAt: true,
  trustedAt: true,
} as const;

type Row = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  accountStatus: string;
  suspendedUntil: Date | null;
  hiddenAt: Date | null;
  trustedAt: Date | null;
};

export const adminMember = (u: Row): AdminPerson => ({
  _id: u.id,
  username: u.username,
  name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  accountStatus: u.accountStatus,
  suspendedUntil: u.suspendedUntil?.toISOString() ?? null,
  hidden: u.hiddenAt !== null,
  trusted: u.trustedAt !== null,
});

/** The members of these ids, by id (one query). */
export async function personById(ids: (string | null)[]): Promise<Map<string, AdminPerson>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await prisma.user.findMany({ where: { id: { in: unique } }, select: ADMIN_MEMBER_SELECT });
  return new Map(rows.map((u) => [u.id, adminMember(u)]));
}

/** The back office's pagination shape. */
export const adminPage = (q: { page: number; limit: number }, total: number) => ({ total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit });
