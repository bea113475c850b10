
/** Asks /api/images for a pre-rendered width (keeps any URL that already names one). */
export function sized(url: string | null, width: number): string | null {
  if (!url) return null;
  if (!url.startsWith("/api/images/") || url.includes("?")) return url;
  return `${url}?w=${width}`;
}
