// SPEC section 9: "Unread badge: shows 99+ above 99".

export const BADGE_MAX = 99;

/** Text of an unread badge, or null when there is nothing unread (no badge is drawn). */
export function badgeText(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** SPEC section 4: marking one read lowers the count by one, never below 0. */
export function decrementUnread(count: number): number {
  return Math.max(0, count - 1);
}
