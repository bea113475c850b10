import { Prisma, prisma, type Tx } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { conflict, fieldError, notFound } from "@/lib/errors";
import { slotKeys } from "@/lib/hash-lists/slots";
import type { HashListAnswer } from "@/shared/answers/hash-lists";
import type { BackOfficeListQuery } from "@/shared/schemas/back-office";
import type { HashListInput } from "@/shared/schemas/hash-lists";
import type { ReportReason } from "@/shared/schemas/reports";
import { z } from "@/shared/zod";

// The admin's hash lists of known abuse material (issue 24, point 8; decision 070): GET/POST
// /api/admin/hash-lists, POST /api/admin/hash-lists/{id}/hashes. Every write is audited in its
// transaction. Lists are append-only: a hash once listed stays (nothing here removes one).

const LIST_SELECT = { id: true, name: true, source: true, reason: true, createdAt: true, _count: { select: { hashes: true } } } as const;
type ListRow = Prisma.HashListGetPayload<{ select: typeof LIST_SELECT }>;

const answer = (l: ListRow): HashListAnswer => ({
  _id: l.id,
  name: l.name,
  source: l.source,
  reason: l.reason as ReportReason,
  hashCount: l._count.hashes,
  createdAt: l.createdAt.toISOString(),
});

const unknownList = () => notFound("HASH_LIST_NOT_FOUND");
const nameTaken = () => conflict("HASH_LIST_NAME_TAKEN", { errors: fieldError("name", "HASH_LIST_NAME_TAKEN") });

/** GET /api/admin/hash-lists?q&page&limit: by name, `q` searching name and source. */
export async function listHashLists(q: BackOfficeListQuery) {
  const where: Prisma.HashListWhereInput = q.q
    ? { OR: [{ name: { contains: q.q, mode: "insensitive" } }, { source: { contains: q.q, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    prisma.hashList.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], skip: (q.page - 1) * q.limit, take: q.limit, select: LIST_SELECT }),
    prisma.hashList.count({ where }),
  ]);
  return { hashLists: rows.map(answer), pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}

/** POST /api/admin/hash-lists {name, source, reason}: 409 when the name is taken. */
export async function createHashList(admin: AuditActor, input: HashListInput, now: Date): Promise<HashListAnswer> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.hashList.create({ data: { ...input, createdById: admin.id, createdAt: now }, select: LIST_SELECT });
      await recordAudit(tx, admin, { action: "hash-list.create", targetType: "hash-list", targetIds: [row.id], after: input }, now);
      return answer(row);
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw nameTaken();
    throw err;
  }
}

/** Rows of new hashes for a list (hex, already checked): bytes and slot keys. */
export function listedRows(listId: string, entries: { hash: string; mediaId?: string | null }[], now: Date) {
  return entries.map((e) => ({ listId, hash: Buffer.from(e.hash, "hex"), slots: slotKeys(e.hash), mediaId: e.mediaId ?? null, createdAt: now }));
}

const INSERT_BATCH = 1000;

/** Adds hashes to a list in `tx`, skipping those already on it; answers how many were new. */
export async function insertHashes(tx: Tx, listId: string, entries: { hash: string; mediaId?: string | null }[], now: Date): Promise<number> {
  let added = 0;
  for (let i = 0; i < entries.length; i += INSERT_BATCH) {
    const { count } = await tx.listedHash.createMany({ data: listedRows(listId, entries.slice(i, i + INSERT_BATCH), now), skipDuplicates: true });
    added += count;
  }
  return added;
}

/** POST /api/admin/hash-lists/{id}/hashes: `hashes` are 64 hex digits each (checked by the route's schema). */
export async function addHashes(admin: AuditActor, listId: string, hashes: string[], now: Date): Promise<{ added: number }> {
  if (!z.uuid().safeParse(listId).success) throw unknownList();
  const unique = [...new Set(hashes.map((h) => h.toLowerCase()))];
  return prisma.$transaction(
    async (tx) => {
      const list = await tx.hashList.findUnique({ where: { id: listId }, select: { id: true } });
      if (!list) throw unknownList();
      const added = await insertHashes(tx, listId, unique.map((hash) => ({ hash })), now);
      await recordAudit(tx, admin, { action: "hash-list.add-hashes", targetType: "hash-list", targetIds: [listId], after: { sent: hashes.length, added } }, now);
      return { added };
    },
    { timeout: 60_000 },
  );
}
