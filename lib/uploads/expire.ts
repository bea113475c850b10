import { retentionCutoff } from "@/lib/privacy/retention";
import { uploadStore } from "@/lib/uploads/store";

/**
 * Deletes the unfinished resumable uploads that started before the retention table's "uploads"
 * period (UPLOAD_RETENTION_HOURS, 24) at `now`: run by the privacy job (lib/jobs/registry.ts),
 * once per period in one instance. Answers how many went.
 */
export async function expireUploads(now: Date): Promise<number> {
  const { expire } = await uploadStore();
  return expire(retentionCutoff("uploads", now));
}
