import { z } from "@/shared/zod";

// Discreet mode (lib/account/discreet.ts): GET/PUT /api/users/discreet-mode.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, "HH:MM" (24 h). */
export const timeOfDaySchema = z.string({ error: "Expected a time such as 22:00" }).regex(TIME, "Expected a time such as 22:00");

/** An IANA time zone the runtime knows ("Africa/Tunis"). */
export const timeZoneSchema = z
  .string({ error: "Expected a time zone such as Africa/Tunis" })
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

export const quietHoursSchema = z
  .strictObject({ start: timeOfDaySchema, end: timeOfDaySchema, timeZone: timeZoneSchema })
  .refine((q) => q.start !== q.end, { path: ["end"], message: "Quiet hours must end at another time than they start" });

/** PUT body: either or both; `quietHours: null` turns quiet hours off. */
export const discreetModePatchSchema = z
  .strictObject({
    enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .refine((v) => v.enabled !== undefined || v.quietHours !== undefined, "Send enabled, quietHours or both");

export type QuietHours = z.infer<typeof quietHoursSchema>;
export type DiscreetMode = { enabled: boolean; quietHours: QuietHours | null };
