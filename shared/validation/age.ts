export const MINIMUM_AGE = 18;

/** Parses YYYY-MM-DD (or an ISO date-time) into its calendar parts, or null. */
export function parseDateOnly(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Age in whole years on `today`, counting year, month and day. */
export function ageOn(dob: { y: number; m: number; d: number }, today: Date = new Date()): number {
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  let age = ty - dob.y;
  if (tm < dob.m || (tm === dob.m && td < dob.d)) age -= 1;
  return age;
}

export function isOldEnough(dateOfBirth: string, today: Date = new Date(), minimum = MINIMUM_AGE): boolean {
  const dob = parseDateOnly(dateOfBirth);
  return dob !== null && ageOn(dob, today) >= minimum;
}
