import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { z } from "@/shared/zod";
import { prisma, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { appError, badRequest, fieldError, notFound, unavailable, type ErrorCode } from "@/lib/errors";
import { recordAudit } from "@/lib/audit/log";
import { identifyPhoto, photoScores } from "@/lib/leaks/photo";
import { identifyVideo, videoScores } from "@/lib/leaks/video";
import { assertMayTrace, isAdmin, suspectsOf, type Identified, type Scorer } from "@/lib/leaks/suspects";
import type { Suspect, TracedMedia } from "@/lib/leaks/types";
import { mediaLimits } from "@/lib/media/limits";
import { decodeOptions, refuseHugeImage } from "@/lib/media/pixels";
import { mediaErrors } from "@/lib/media/prepare";
import { probeVideo } from "@/lib/media/probe";
import { withUpload, type SpooledFile } from "@/lib/media/upload";
import { sendLeakTraceJob } from "@/lib/queue/media";
import { deleteQuietly, storage } from "@/lib/storage";
import { newKey } from "@/lib/storage/keys";

// POST /api/leaks/trace (issue 25 §5, decision 094): a leaked copy is checked like an upload
// (lib/media/upload.ts: kind by its bytes, size while it streams; then decoded: sharp for a photo,
// lib/media/probe.ts for a video), identified by the detectors (lib/leaks/photo.ts, video.ts),
// authorised (the medium's owner or an admin), and its recipients scored. Photos and videos up to
// SYNC_MAX_VIDEO_MS answer at once; a longer video is kept in storage and traced by a job of the
// media worker (lib/leaks/trace-job.ts). Every trace is a LeakTrace row and an audit-log entry.

/** Videos longer than this are traced by a job (202): a trace reads the whole video. */
export const SYNC_MAX_VIDEO_MS = 20_000;

export type Requester = { id: string; username: string };

export type TraceResult = { media: TracedMedia; suspects: Suspect[] };
export type TraceAnswer = ({ status: "done"; traceId: string } & TraceResult) | { status: "queued"; traceId: string };

const VIDEO_STORE_EXT: Record<string, string> = { "video/mp4": ".mp4", "video/webm": ".webm", "video/quicktime": ".mov" };

/** Records a finished trace and its audit entry, in one transaction. */
async function recordDone(db: Tx, traceId: string, requester: Requester, result: TraceResult, now: Date): Promise<void> {
  await db.leakTrace.update({
    where: { id: traceId },
    data: { status: "done", mediaId: result.media?.mediaId ?? null, postId: result.media?.postId ?? null, suspects: result.suspects, fileKey: null, finishedAt: now },
  });
  await recordAudit(
    db,
    requester,
    {
      action: "leak.trace",
      targetType: "media",
      targetIds: [traceId, ...(result.media ? [result.media.mediaId] : []), ...result.suspects.map((s) => s.userId)],
      after: { status: "done", mediaId: result.media?.mediaId ?? null, suspects: result.suspects.map((s) => ({ userId: s.userId, confidence: s.confidence })) },
    },
    now,
  );
}

/** Records a refused or failed trace (the code says why) and its audit entry. */
export async function recordFailed(traceId: string, requester: Requester, code: string, mediaId: string | null, now = new Date()): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.leakTrace.update({ where: { id: traceId }, data: { status: "failed", error: code, mediaId, fileKey: null, finishedAt: now } });
    await recordAudit(tx, requester, { action: "leak.trace", targetType: "media", targetIds: [traceId, ...(mediaId ? [mediaId] : [])], after: { status: "failed", code } }, now);
  });
}

/**
 * The trace itself, once the copy is identified (or not): authorisation (throws 403 after recording
 * the refusal), then the suspects, recorded with the trace.
 */
export async function concludeTrace(traceId: string, requester: Requester, identified: Identified | null, score: Scorer): Promise<TraceResult> {
  const now = new Date();
  if (!identified) {
    const result: TraceResult = { media: null, suspects: [] };
    await prisma.$transaction((tx) => recordDone(tx, traceId, requester, result, now));
    return result;
  }
  try {
    assertMayTrace(identified, requester.id, await isAdmin(requester.id));
  } catch (err) {
    await recordFailed(traceId, requester, "LEAK_TRACE_NOT_YOUR_MEDIA", identified.mediaId, now);
    throw err;
  }
  const result = await suspectsOf(identified.mediaId, score);
  await prisma.$transaction((tx) => recordDone(tx, traceId, requester, result, now));
  return result;
}

/** A photo that decodes, or 422 MEDIA_UNREADABLE (413 past the pixel limit). */
async function checkPhoto(file: SpooledFile, label: string): Promise<Buffer> {
  await refuseHugeImage(file.path, () => mediaErrors.tooManyPixels(label));
  try {
    await sharp(file.path, decodeOptions()).resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch {
    throw mediaErrors.unreadable(label);
  }
  return readFile(file.path);
}

/** POST /api/leaks/trace: reads the multipart `file` and traces it (see above). */
export async function traceUpload(req: Request, requester: Requester): Promise<TraceAnswer> {
  const rules = { fileFields: ["file"], maxFiles: 1, tooManyFiles: "LEAK_TRACE_ONE_FILE" as const, limits: mediaLimits(), wrongKind: mediaErrors.wrongKind, tooBig: mediaErrors.tooBig };
  return withUpload(req, rules, async ({ files: [file] }) => {
    if (!file) throw badRequest("FILE_REQUIRED", { errors: fieldError("file", "FILE_REQUIRED") });
    const label = file.filename || "File";
    if (file.kind === "image") {
      const bytes = await checkPhoto(file, label);
      const trace = await prisma.leakTrace.create({ data: { requesterId: requester.id, kind: "photo", status: "running" }, select: { id: true } });
      const result = await concludeTrace(trace.id, requester, await identifyPhoto(bytes), (mediaId, recipients) => photoScores(bytes, mediaId, recipients));
      return { status: "done", traceId: trace.id, ...result };
    }
    const probe = await probeVideo(file.path, env().VIDEO_MAX_SECONDS);
    if ("refused" in probe) throw probe.refused === "too-long" ? mediaErrors.tooLong(label) : mediaErrors.unreadable(label);
    if (probe.durationMs <= SYNC_MAX_VIDEO_MS) {
      const trace = await prisma.leakTrace.create({ data: { requesterId: requester.id, kind: "video", status: "running" }, select: { id: true } });
      const result = await concludeTrace(trace.id, requester, await identifyVideo(file.path), (mediaId, recipients) => videoScores(file.path, mediaId, recipients));
      return { status: "done", traceId: trace.id, ...result };
    }
    // a long video: kept in storage (a private key) while its job needs it, traced by the worker
    const fileKey = newKey("lt", VIDEO_STORE_EXT[file.mime] ?? "");
    await storage().putFile(fileKey, file.path, file.mime);
    const trace = await prisma.leakTrace.create({ data: { requesterId: requester.id, kind: "video", status: "queued", fileKey }, select: { id: true } });
    if (!(await sendLeakTraceJob(trace.id, probe.durationMs))) {
      await deleteQuietly([fileKey]);
      await recordFailed(trace.id, requester, "SERVICE_UNAVAILABLE", null);
      throw unavailable("SERVICE_UNAVAILABLE");
    }
    return { status: "queued", traceId: trace.id };
  });
}

/** A trace as GET /api/leaks/trace/{traceId} answers it while it waits or once done. */
export type TraceView = { traceId: string; status: "queued" | "running" | "done"; createdAt: string; finishedAt: string | null } & TraceResult;

/** How a failed trace answers when read: as the synchronous trace would have. */
const FAILURE_STATUS: Partial<Record<string, number>> = { LEAK_TRACE_NOT_YOUR_MEDIA: 403, MEDIA_UNREADABLE: 422, SERVICE_UNAVAILABLE: 503 };

/**
 * GET /api/leaks/trace/{traceId}: its requester's or an admin's; 404 for anyone else (and unknown
 * ids). A failed trace answers its error (403 LEAK_TRACE_NOT_YOUR_MEDIA, 422 MEDIA_UNREADABLE or
 * LEAK_TRACE_FAILED), as the synchronous answer would have.
 */
export async function getTrace(traceId: string, viewerId: string): Promise<TraceView> {
  const t = z.uuid().safeParse(traceId).success ? await prisma.leakTrace.findUnique({ where: { id: traceId } }) : null;
  if (!t || (t.requesterId !== viewerId && !(await isAdmin(viewerId)))) throw notFound("LEAK_TRACE_NOT_FOUND");
  if (t.status === "failed") {
    const code = (t.error && FAILURE_STATUS[t.error] ? t.error : "LEAK_TRACE_FAILED") as ErrorCode;
    throw appError(FAILURE_STATUS[code] ?? 422, code, code === "MEDIA_UNREADABLE" ? { params: { name: "File" } } : undefined);
  }
  const done = t.status === "done";
  return {
    traceId: t.id,
    status: t.status,
    media: done && t.mediaId ? { postId: t.postId, mediaId: t.mediaId } : null,
    suspects: done ? ((t.suspects as Suspect[] | null) ?? []) : [],
    createdAt: t.createdAt.toISOString(),
    finishedAt: t.finishedAt?.toISOString() ?? null,
  };
}
