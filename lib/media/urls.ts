// Public images (avatars, covers) are served by key through /api/images/{key};
// `w` picks a pre-rendered width (48, 96, 192 for avatars).
export function publicImageUrl(key: string | null | undefined, width?: number): string | null {
  if (!key) return null;
  return width ? `/api/images/${encodeURIComponent(key)}?w=${width}` : `/api/images/${encodeURIComponent(key)}`;
}
