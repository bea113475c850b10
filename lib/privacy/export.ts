import { content } from "@/lib/notifications/templates";
import { prisma } from "@/lib/db";
import { appUrl, env } from "@/lib/env";
import { AppError, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { newKey } from "@/lib/storage/keys";
import { storage } from "@/lib/storage";
import { signedLink, verifyLinkSignature } from "@/lib/media/signed-url";
import { notify } from "@/lib/notifications/notify";
import { publicName } from "@/lib/users/public-name";
import { afterResponse } from "@/lib/http/after-response";
import { writeExportZip } from "@/lib/privacy/export-zip";
import { exportReadyMail } from "@/lib/privacy/mail";
import { z } from "@/shared/zod";

// "Download my data" (issue 26 point 3): a request makes a pending DataExport (at most one a day
// per member), the export job (lib/jobs/registry.ts, and right after the request) writes the ZIP
// into private storage (key prefix "id-": the media routes never serve it), tells the member
// (notification and e-mail) and the link, signed for DATA_EXPORT_TTL_DAYS, downloads it.

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK_PURPOSE = "data-export";
const downloadPath = (id: string) => `/api/users/me/exports/${id}/download`;
const ttlMs = () => env().DATA_EXPORT_TTL_DAYS * DAY_MS;

/** A signed link to an export's file, valid until the export expires. */
function downloadLink(id: string, expiresAt: Date, now = Date.now()) {
  return signedLink(downloadPath(id), LINK_PURPOSE, id, Math.max(1, Math.floor((expiresAt.getTime() - now) / 1000)), now);
}

export type ExportRequest = { exportId: string } | { limited: true; nextExportAt: string };

/**
 * POST /api/users/me/export: a new export, or, when the member asked one less than a day ago,
 * the time of the next possible one (429). `byAdmin`: made by an admin for the member (not limited).
 */
export async function requestExport(userId: string, now = new Date(), byAdmin?: string): Promise<ExportRequest> {
  if (!byAdmin) {
    const last = await prisma.dataExport.findFirst({ where: { userId, requestedById: null }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
    if (last && last.createdAt.getTime() + DAY_MS > now.getTime()) {
      return { limited: true, nextExportAt: new Date(last.createdAt.getTime() + DAY_MS).toISOString() };
    }
  }
  const row = await prisma.dataExport.create({ data: { userId, createdAt: now, requestedById: byAdmin ?? null }, select: { id: true } });
  afterResponse("data export failed; the export job retries it", () => processPendingExports(new Date()));
  return { exportId: row.id };
}

/** The 429 of a second request within a day. */
export function exportLimited(nextExportAt: string): AppError {
  return new AppError(429, `You can ask for one export a day. The next one is possible at ${nextExportAt}.`, { nextExportAt: [nextExportAt] }, "EXPORT_LIMIT_REACHED");
}

type ExportRow = { id: string; status: string; createdAt: Date; expiresAt: Date | null; requestedById: string | null };

function toAnswer(e: ExportRow, now = Date.now()) {
  const ready = e.status === "ready" && e.expiresAt && e.expiresAt.getTime() > now;
  return {
    _id: e.id,
    status: e.status === "running" ? "pending" : e.status,
    createdAt: e.createdAt.toISOString(),
    expiresAt: e.expiresAt?.toISOString() ?? null,
    ...(ready ? { url: downloadLink(e.id, e.expiresAt!, now).url } : {}),
  };
}

/** GET /api/users/me/exports: the member's exports, newest first, and when the next may be asked. */
export async function listExports(userId: string, now = new Date()) {
  const rows = await prisma.dataExport.findMany({
    where: { userId, requestedById: null },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: { id: true, status: true, createdAt: true, expiresAt: true, requestedById: true },
  });
  const last = rows[0];
  const next = last && last.createdAt.getTime() + DAY_MS > now.getTime() ? new Date(last.createdAt.getTime() + DAY_MS).toISOString() : null;
  return { exports: rows.map((r) => toAnswer(r, now.getTime())), nextExportAt: next };
}

/** An admin's view of the exports made for a member (any requester). */
export async function listExportsForAdmin(userId: string, now = new Date()) {
  const rows = await prisma.dataExport.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: { id: true, status: true, createdAt: true, expiresAt: true, requestedById: true },
  });
  return rows.map((r) => ({ ...toAnswer(r, now.getTime()), byAdmin: r.requestedById !== null }));
}

/** Claims one pending export (or one left running by a process that died an hour ago). */
async function claim(now: Date): Promise<string | null> {
  const candidate = await prisma.dataExport.findFirst({
    where: { OR: [{ status: "pending" }, { status: "running", readyAt: { lt: new Date(now.getTime() - 3_600_000) } }] },
    orderBy: { createdAt: "asc" },
    select: { id: true, status: true },
  });
  if (!candidate) return null;
  // readyAt marks when the run started while status is running
  const { count } = await prisma.dataExport.updateMany({ where: { id: candidate.id, status: candidate.status }, data: { status: "running", readyAt: now } });
  return count === 1 ? candidate.id : claim(now);
}

/** The export job: writes every pending export. Returns how many were made. */
export async function processPendingExports(now: Date): Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  for (let id = await claim(now); id; id = await claim(now)) {
    const row = await prisma.dataExport.findUniqueOrThrow({
      where: { id },
      select: { id: true, userId: true, requestedById: true, user: { select: { email: true, locale: true, username: true, firstName: true, lastName: true, displayName: true } } },
    });
    const key = newKey("id", "-export.zip");
    try {
      const size = await writeExportZip(row.userId, key);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + ttlMs());
      await prisma.dataExport.update({ where: { id }, data: { status: "ready", storageKey: key, sizeBytes: size, readyAt, expiresAt } });
      made += 1;
      if (!row.requestedById) await tellMember(row.id, row.userId, row.user, expiresAt);
    } catch (err) {
      failed += 1;
      log.error({ err, exportId: id }, "data export failed");
      await storage().delete(key).catch(() => undefined);
      await prisma.dataExport.update({ where: { id }, data: { status: "failed" } });
    }
  }
  return { made, failed };
}

async function tellMember(
  exportId: string,
  userId: string,
  user: { email: string; locale: string | null; username: string; firstName: string; lastName: string; displayName: string | null },
  expiresAt: Date,
) {
  await notify({
    recipientId: userId,
    priority: "high",
    ...content("export_ready", { expiresAt: expiresAt.toISOString() }),
    actionUrl: "/settings?tab=privacy",
  });
  const href = `${appUrl()}${downloadLink(exportId, expiresAt).url}`;
  await sendMail(exportReadyMail({ email: user.email, name: publicName(user), locale: user.locale }, href, expiresAt)).catch((err: unknown) =>
    log.warn({ err, exportId }, "export mail not sent"),
  );
}

/** GET /api/users/me/exports/{id}/download?exp&sig: the ZIP, streamed. The signed link alone opens it. */
export async function downloadExport(id: string, exp: string | null, sig: string | null, now = Date.now()): Promise<Response> {
  if (!z.uuid().safeParse(id).success || !verifyLinkSignature(LINK_PURPOSE, id, exp, sig, now)) {
    throw new AppError(403, "Invalid or expired link", undefined, "EXPORT_LINK_INVALID");
  }
  const row = await prisma.dataExport.findUnique({ where: { id }, select: { status: true, storageKey: true, expiresAt: true, createdAt: true } });
  if (!row || row.status !== "ready" || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= now) throw notFound("EXPORT_NOT_FOUND");
  const obj = await storage().get(row.storageKey);
  if (!obj) throw notFound("EXPORT_NOT_FOUND");
  return new Response(obj.stream, {
    status: 200,
    headers: {
      "content-type": "application/zip",
      "content-length": String(obj.size),
      "content-disposition": `attachment; filename="velvet-data-${row.createdAt.toISOString().slice(0, 10)}.zip"`,
      "cache-control": "private, no-store",
    },
  });
}
