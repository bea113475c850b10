/**
 * WHO MAY SEE A PAY-PER-VIEW MESSAGE'S MEDIA (issue 21) — the one place this rule is written:
 * a message with a price is locked for its receiver until they bought it (purchasedAt); its
 * sender always sees it. The text stays visible to both. The chat's answers
 * (lib/chat/serialize.ts) and the media links (lib/access/posts.ts requireMediaAccess) apply it.
 */
export function messageLockedFor(m: { senderId: string; priceCents: number | null; purchasedAt: Date | null }, viewerId: string): boolean {
  return m.priceCents !== null && m.purchasedAt === null && viewerId !== m.senderId;
}
