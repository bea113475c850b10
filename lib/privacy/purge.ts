import path from "node:path";
import { readdir, rm, stat } from "node:fs/promises";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { deleteQuietly } from "@/lib/storage";
import { retentionCutoff } from "@/lib/privacy/retention";
import { markedCopiesOf } from "@/lib/media/stored-files";

// The retention jobs (issue 26 point 5): what has outlived its period in the retention table
// (lib/privacy/retention.ts) is deleted or stripped. Each is a function of `now`, so tests move
// the clock by passing one. Identity documents have their own job (lib/identity/retention.ts),
// whose period is the table's "identity-documents" row.

/** Ended or expired sessions older than the "sessions" period: deleted. */
export async function purgeEndedSessions(now: Date): Promise<number> {
  const before = retentionCutoff("sessions", now);
  const { count } = await prisma.session.deleteMany({ where: { OR: [{ endedAt: { lt: before } }, { expiresAt: { lt: before } }] } });
  return count;
}

/** IP addresses recorded before the "ip-addresses" period: removed (the session stays). */
export async function stripOldIpAddresses(now: Date): Promise<number> {
  const before = retentionCutoff("ip-addresses", now);
  const { count } = await prisma.session.updateMany({ where: { createdAt: { lt: before }, ip: { not: null } }, data: { ip: null } });
  return count;
}

/** Notifications older than the "notifications" period: deleted. */
export async function purgeOldNotifications(now: Date): Promise<number> {
  const { count } = await prisma.notification.deleteMany({ where: { createdAt: { lt: retentionCutoff("notifications", now) } } });
  return count;
}

/** Exports past their download period: the file is deleted, the row says "expired". */
export async function purgeExpiredExports(now: Date): Promise<number> {
  const due = await prisma.dataExport.findMany({ where: { expiresAt: { lte: now }, status: { not: "expired" } }, select: { id: true, storageKey: true }, take: 500 });
  await deleteQuietly(due.flatMap((d) => (d.storageKey ? [d.storageKey] : [])));
  const { count } = await prisma.dataExport.updateMany({ where: { id: { in: due.map((d) => d.id) } }, data: { status: "expired", storageKey: null } });
  return count;
}

/** Files of unfinished uploads (DATA_DIR/tmp, any depth) older than the "uploads" period: deleted. */
export async function purgeUnfinishedUploads(now: Date, dir = path.resolve(env().DATA_DIR, "tmp")): Promise<number> {
  const before = retentionCutoff("uploads", now).getTime();
  let removed = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before) {
      await rm(file, { force: true }).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Fans' receipts of media (lib/leaks/receipts.ts) not accessed for the "leak-receipts" period:
 * deleted, with the marked copies of photos and video posters made for them (decisions 090, 095; nothing else would find
 * those files once the receipt is gone), a batch of 500 at a time until none is left.
 */
export async function purgeOldReceipts(now: Date): Promise<number> {
  const before = retentionCutoff("leak-receipts", now);
  let removed = 0;
  for (;;) {
    const due = await prisma.mediaReceipt.findMany({
      where: { lastAccessAt: { lt: before } },
      select: { id: true, media: { select: { type: true, key: true, photoWidths: true, posterKey: true } } },
      take: 500,
    });
    if (due.length === 0) return removed;
    await deleteQuietly(due.flatMap((r) => markedCopiesOf(r.media, [r.id])));
    const { count } = await prisma.mediaReceipt.deleteMany({ where: { id: { in: due.map((r) => r.id) }, lastAccessAt: { lt: before } } });
    removed += count;
    if (due.length < 500) return removed;
  }
}

/** One run of every retention period of the table. */
export async function runRetention(now: Date) {
  return {
    sessions: await purgeEndedSessions(now),
    ipAddresses: await stripOldIpAddresses(now),
    notifications: await purgeOldNotifications(now),
    exports: await purgeExpiredExports(now),
    uploads: await purgeUnfinishedUploads(now),
    leakReceipts: await purgeOldReceipts(now),
  };
}
