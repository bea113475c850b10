// The retention table's place in docs/privacy.md: between these two markers, generated from
// lib/privacy/retention.ts by `npm run docs:privacy`.
export const TABLE_START = "<!-- retention-table:start (generated from lib/privacy/retention.ts: npm run docs:privacy) -->";
export const TABLE_END = "<!-- retention-table:end -->";

/** `doc` with the text between the markers replaced by `table`. */
export function replaceRetentionTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("docs/privacy.md has no retention-table markers");
  return `${doc.slice(0, start + TABLE_START.length)}\n${table}\n${doc.slice(end)}`;
}
