import { prisma } from "@/lib/db";
import { notFound, unprocessable } from "@/lib/errors";
import { firstListed, type ListedMatch } from "@/lib/hash-lists/match";
import { log } from "@/lib/log";
import type { UploadScreen, UploadToScreen } from "@/lib/media/screen";
import { openPlatformReport } from "@/lib/moderation/reports";
import { deleteQuietly, storage } from "@/lib/storage";
import { newKey } from "@/lib/storage/keys";
import { z } from "@/shared/zod";

// Known-abuse matching of uploads (issue 24, point 8; decision 070). Every photo of a post, a
// chat attachment (and so the vault), an avatar and a cover is hashed where it is processed, and
// the hash looked up in the hash lists. A match (within distance 31):
//  - the upload is refused with 422 MEDIA_BLOCKED, whose text does not say why (no oracle on the
//    lists for someone probing them); nothing of it is published;
//  - the file as sent is kept in quarantine in storage under a private "qr-" key, which the media
//    routes never serve (lib/storage/keys.ts isPrivateKey);
//  - a report against the uploader is opened in the moderation queue, with the list's reason and,
//    in its HashMatch row, the list, the distance and the quarantined file.

const blocked = (label: string) => unprocessable("MEDIA_BLOCKED", { params: { name: label } });

/** Keeps the upload in quarantine and opens the report; answers the quarantine key. */
async function quarantine(uploaderId: string, upload: UploadToScreen, match: ListedMatch, now: Date): Promise<string> {
  const fileKey = newKey("qr");
  if (typeof upload.source === "string") await storage().putFile(fileKey, upload.source, upload.mimeType);
  else await storage().put(fileKey, upload.source, upload.mimeType);
  try {
    await openPlatformReport(
      { targetType: "user", targetId: uploaderId, targetAuthorId: uploaderId },
      match.reason,
      `Téléversement bloqué : correspondance PDQ avec la liste « ${match.listName} » (distance ${match.distance}), fichier en quarantaine ${fileKey}.`,
      now,
      async (tx, reportId) => {
        await tx.hashMatch.create({
          data: { reportId, listId: match.listId, uploaderId, pdq: match.pdq, distance: match.distance, fileKey, mimeType: upload.mimeType, createdAt: now },
        });
      },
    );
  } catch (err) {
    // no report, no quarantine: the file is not kept without the record that explains it
    await deleteQuietly([fileKey]);
    throw err;
  }
  return fileKey;
}

/** The screen of `uploaderId`'s uploads against the hash lists (pass it to prepareMedia / storePublicImage). */
export function knownAbuseScreen(uploaderId: string): UploadScreen {
  return async (upload) => {
    const match = await firstListed(upload.hashes);
    if (!match) return;
    const fileKey = await quarantine(uploaderId, upload, match, new Date());
    log.warn({ uploaderId, listId: match.listId, distance: match.distance, fileKey }, "upload matched a hash list: refused and quarantined");
    throw blocked(upload.label);
  };
}

/** What the moderation queue shows of a report opened by a match: the list, the distance, the hash and where an admin opens the file. */
export type HashMatchAnswer = { listId: string; listName: string; distance: number; pdq: string; file: string };

/** The matches behind some reports, by report id. */
export async function matchesOfReports(reportIds: string[]): Promise<Map<string, HashMatchAnswer>> {
  if (reportIds.length === 0) return new Map();
  const rows = await prisma.hashMatch.findMany({
    where: { reportId: { in: reportIds } },
    select: { reportId: true, listId: true, distance: true, pdq: true, list: { select: { name: true } } },
  });
  return new Map(
    rows.map((r) => [r.reportId, { listId: r.listId, listName: r.list.name, distance: r.distance, pdq: r.pdq, file: `/api/admin/reports/${r.reportId}/quarantined-file` }]),
  );
}

/** GET /api/admin/reports/{id}/quarantined-file (admin): the upload a match kept, as it was sent; 404 for a report without one. */
export async function serveQuarantinedFile(reportId: string): Promise<Response> {
  const match = z.uuid().safeParse(reportId).success ? await prisma.hashMatch.findUnique({ where: { reportId }, select: { fileKey: true, mimeType: true } }) : null;
  const obj = match ? await storage().get(match.fileKey) : null;
  if (!match || !obj) throw notFound("MEDIA_NOT_FOUND");
  return new Response(obj.stream, {
    status: 200,
    headers: { "content-type": match.mimeType, "content-length": String(obj.size), "cache-control": "private, no-store", "x-content-type-options": "nosniff" },
  });
}
