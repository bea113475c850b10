import { prisma } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import type { DiscreetMode, QuietHours } from "@/shared/schemas/discreet";

// Discreet mode, a member's choice (issue 20, part 8; docs/decisions/055-discreet-mode.md):
// - the site's tab shows a neutral title and icon (components/layout/DiscreetTab.tsx);
// - e-mail notices name no one and show no image in their subject and preview line
//   (lib/mail/layout.ts, `discreet`);
// - quiet hours: an e-mail notice due inside them is held (HeldMail) and sent when they end by the
//   `held-mail` job (lib/account/notice-mail.ts). Stored on the user row (discreetMode,
//   quietStart/quietEnd in minutes after local midnight, quietTimeZone).

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

type Row = { discreetMode: boolean; quietStart: number | null; quietEnd: number | null; quietTimeZone: string | null };
const select = { discreetMode: true, quietStart: true, quietEnd: true, quietTimeZone: true } as const;

export function discreetModeOf(row: Row): DiscreetMode {
  const quiet =
    row.quietStart !== null && row.quietEnd !== null && row.quietTimeZone
      ? { start: toHhmm(row.quietStart), end: toHhmm(row.quietEnd), timeZone: row.quietTimeZone }
      : null;
  return { enabled: row.discreetMode, quietHours: quiet };
}

export async function getDiscreetMode(userId: string): Promise<DiscreetMode> {
  const row = await prisma.user.findUnique({ where: { id: userId }, select });
  if (!row) throw unauthorized("AUTHENTICATION_REQUIRED");
  return discreetModeOf(row);
}

export async function updateDiscreetMode(userId: string, patch: { enabled?: boolean; quietHours?: QuietHours | null }): Promise<DiscreetMode> {
  const data: Partial<Row> = {};
  if (patch.enabled !== undefined) data.discreetMode = patch.enabled;
  if (patch.quietHours === null) Object.assign(data, { quietStart: null, quietEnd: null, quietTimeZone: null });
  else if (patch.quietHours) {
    Object.assign(data, { quietStart: toMinutes(patch.quietHours.start), quietEnd: toMinutes(patch.quietHours.end), quietTimeZone: patch.quietHours.timeZone });
  }
  const row = await prisma.user.update({ where: { id: userId }, data, select }).catch((err: unknown) => {
    if ((err as { code?: string }).code === "P2025") throw unauthorized("AUTHENTICATION_REQUIRED");
    throw err;
  });
  return discreetModeOf(row);
}

/** Whether the member chose discreet mode (the layout asks it for the tab's title and icon). */
export async function isDiscreet(userId: string): Promise<boolean> {
  const row = await prisma.user.findUnique({ where: { id: userId }, select: { discreetMode: true } });
  return row?.discreetMode ?? false;
}

/** The wall-clock minutes after midnight of `at` in `timeZone`. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

/**
 * When quiet hours in force at `now` end (the instant the held mail may leave), or null when `now`
 * is outside them. A window may span midnight (22:00 to 07:00). The end is counted in minutes from
 * `now`'s local time (a change of daylight saving time inside the window moves it by that hour).
 */
export function quietHoursEnd(quiet: QuietHours | null, now: Date): Date | null {
  if (!quiet) return null;
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  const local = localMinutes(now, quiet.timeZone);
  const inside = start < end ? local >= start && local < end : local >= start || local < end;
  if (!inside) return null;
  const minutesLeft = (end - local + 1440) % 1440;
  const startOfMinute = now.getTime() - (now.getTime() % 60_000);
  return new Date(startOfMinute + minutesLeft * 60_000);
}
