import { MIN_AGE } from "./constants";

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Reads "YYYY-MM-DD" (the value of a date input) without going through time zones. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whole years from birth to today, counting the birthday only once month and day are reached. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const birthdayReached =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return birthdayReached ? years : years - 1;
}

export function todayLocal(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** True when the date of birth ("YYYY-MM-DD") makes the person at least 18 today. */
export function isOldEnough(dateOfBirth: string, today: CalendarDate = todayLocal(), minAge = MIN_AGE): boolean {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return false;
  return ageOn(birth, today) >= minAge;
}
