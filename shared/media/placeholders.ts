/**
 * A stored placeholder is a ThumbHash (base64), not the older `data:` URL form that rows written
 * before decision 079 hold until the photo backfill replaces it: answers carry only the former.
 * (The same rule in SQL: lib/posts/serialize.ts postMediaSql.)
 */
export function isThumbHash(placeholder: string | null | undefined): placeholder is string {
  return typeof placeholder === "string" && placeholder.length > 0 && !placeholder.startsWith("data:");
}
