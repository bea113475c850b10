/** The fixed body of GET /api/ping: 10 small objects (ids 1..10), built per request like real data. */
export function pingItems(): { id: number; name: string; value: number }[] {
  return Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `item-${i + 1}`, value: (i + 1) * 10 }));
}
