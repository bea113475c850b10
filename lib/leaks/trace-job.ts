import { mkdtemp, rm } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { identifyVideo, videoScores } from "@/lib/leaks/video";
import { concludeTrace, recordFailed, type Requester } from "@/lib/leaks/trace";
import { deleteQuietly, storage } from "@/lib/storage";

// The trace of a long video (queue `leak-trace`, lib/queue/media.ts; run by the media worker,
// scripts/worker.ts): the copy kept in storage by POST /api/leaks/trace is downloaded, identified
// and scored like a short one (lib/leaks/trace.ts), then deleted from storage whatever happened
// (a retry of a job that died half-way finds it still there; the last attempt deletes it).

export type LeakTraceJob = { traceId: string };

/** Runs one trace job. Throws to be retried (pg-boss) unless `lastAttempt`, when the trace fails for good. */
export async function runLeakTraceJob(traceId: string, lastAttempt: boolean): Promise<"done" | "failed" | "skipped"> {
  const trace = await prisma.leakTrace.findUnique({ where: { id: traceId } });
  if (!trace || trace.status === "done" || trace.status === "failed" || !trace.fileKey) return "skipped";
  const user = await prisma.user.findUnique({ where: { id: trace.requesterId }, select: { id: true, username: true } });
  const requester: Requester = user ?? { id: trace.requesterId, username: "deleted" };
  const fileKey = trace.fileKey;
  await prisma.leakTrace.update({ where: { id: traceId }, data: { status: "running" } });
  const dir = await mkdtemp(path.join(os.tmpdir(), "velvet-trace-"));
  let settled = false;
  try {
    const file = path.join(dir, "copy");
    const obj = await storage().get(fileKey);
    if (!obj) {
      await recordFailed(traceId, requester, "LEAK_TRACE_FAILED", null);
      settled = true;
      return "failed";
    }
    await pipeline(Readable.fromWeb(obj.stream as WebReadableStream<Uint8Array>), createWriteStream(file, { mode: 0o600 }));
    try {
      await concludeTrace(traceId, requester, await identifyVideo(file), (mediaId, recipients) => videoScores(file, mediaId, recipients));
    } catch (err) {
      // a refusal (403, recorded by concludeTrace) is the trace's answer, not a failure to retry
      if (err instanceof AppError) {
        settled = true;
        return "failed";
      }
      throw err;
    }
    settled = true;
    return "done";
  } catch (err) {
    if (!lastAttempt) throw err;
    log.error({ err, traceId }, "leak trace failed on its last attempt");
    await recordFailed(traceId, requester, "LEAK_TRACE_FAILED", null);
    settled = true;
    return "failed";
  } finally {
    await rm(dir, { recursive: true, force: true });
    // the copy is kept only while the job needs it
    if (settled) await deleteQuietly([fileKey]);
  }
}
