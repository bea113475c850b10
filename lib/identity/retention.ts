import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { deleteDocuments } from "@/lib/identity/documents";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * The retention job (lib/jobs/registry.ts): the documents of every verification or age check
 * decided more than IDENTITY_DOCUMENT_RETENTION_DAYS before `now` are deleted, bytes and rows; the
 * check keeps its decision and `documentsDeletedAt`. Pending checks keep theirs (nobody decided
 * yet). Co-performers' releases are consent records and stay with their post (lib/consent).
 */
export async function purgeDecidedDocuments(now: Date, days = env().IDENTITY_DOCUMENT_RETENTION_DAYS): Promise<{ checks: number; documents: number }> {
  const before = new Date(now.getTime() - days * DAY_MS);
  let checks = 0;
  let documents = 0;
  for (;;) {
    const due = await prisma.identityCheck.findMany({
      where: { status: { not: "pending" }, decidedAt: { lte: before }, documentsDeletedAt: null },
      select: { id: true, documents: { select: { id: true } } },
      orderBy: { decidedAt: "asc" },
      take: BATCH,
    });
    if (due.length === 0) return { checks, documents };
    documents += await deleteDocuments(due.flatMap((c) => c.documents.map((d) => d.id)));
    await prisma.identityCheck.updateMany({ where: { id: { in: due.map((c) => c.id) } }, data: { documentsDeletedAt: now } });
    checks += due.length;
    if (due.length < BATCH) return { checks, documents };
  }
}
