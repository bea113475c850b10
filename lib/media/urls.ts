import { sql, type Expression } from "kysely";

// Public images (avatars, covers) are served by key through /api/images/{key};
// `w` picks a pre-rendered width (48, 96, 192 for avatars).
export function publicImageUrl(key: string | null | undefined, width?: number): string | null {
  if (!key) return null;
  return width ? `/api/images/${encodeURIComponent(key)}?w=${width}` : `/api/images/${encodeURIComponent(key)}`;
}

/**
 * publicImageUrl in SQL, for answers PostgreSQL writes (the feed's JSON). Storage keys are
 * [a-z0-9_.-] only (lib/storage/keys.ts), which encodeURIComponent leaves as they are; NULL
 * stays NULL.
 */
export function publicImageUrlSql(key: Expression<string | null>, width?: number): Expression<string | null> {
  return width ? sql<string | null>`'/api/images/' || ${key} || ${sql.lit(`?w=${width}`)}` : sql<string | null>`'/api/images/' || ${key}`;
}
