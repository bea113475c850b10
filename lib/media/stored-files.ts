import { photoCopyKeys } from "@/lib/media/photo-widths";

/** What a Media row says of its stored files. */
export type StoredMedium = { key: string; type: "image" | "video"; photoWidths: number[]; posterKey: string | null; renditions: unknown };

/**
 * Every stored file of a medium (decision 074's layout): the original; a photo's narrower copies;
 * a video's poster, rendition playlists and segments. What deleting the medium removes (a job:
 * lib/queue/media.ts sendDeletionJob), through lib/storage (local disk or S3).
 */
export function storedFilesOf(m: StoredMedium): string[] {
  const keys = [m.key];
  if (m.type === "image") {
    // its copies (lib/media/photo-widths.ts; a missing one is not an error to delete)
    keys.push(...photoCopyKeys(m.key, m.photoWidths));
    return keys;
  }
  if (m.posterKey) keys.push(m.posterKey);
  const renditions = Array.isArray(m.renditions) ? (m.renditions as { name?: unknown; segments?: unknown }[]) : [];
  for (const r of renditions) {
    if (typeof r.name !== "string") continue;
    keys.push(`${m.key}.${r.name}.m3u8`);
    const n = typeof r.segments === "number" ? r.segments : 0;
    for (let i = 0; i < n; i++) keys.push(`${m.key}.${r.name}.${String(i).padStart(5, "0")}.ts`);
  }
  return keys;
}

/** The columns storedFilesOf reads (a Prisma select). */
export const STORED_FILES_SELECT = { key: true, type: true, photoWidths: true, posterKey: true, renditions: true } as const;
