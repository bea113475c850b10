import { z } from "zod";
import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { badRequest, unauthorized } from "@/lib/errors";
import { NotificationType } from "@/lib/generated/prisma/enums";
import { localeSchema } from "@/lib/account/schemas";

// Notification preferences live in User.notificationPrefs ({"post_like": false}; an absent key
// means on), read by lib/notifications/notify.ts. `system` notices cannot be turned off.

export const PREFERENCE_TYPES = Object.values(NotificationType).filter((t) => t !== "system");
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];
export type NotificationPreferences = Record<PreferenceType, boolean>;

export const preferencesPatchSchema = z
  .strictObject(
    Object.fromEntries(PREFERENCE_TYPES.map((t) => [t, z.boolean({ error: `${t} must be true or false` }).optional()])) as Record<
      PreferenceType,
      z.ZodOptional<z.ZodBoolean>
    >,
    { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown notification type: ${issue.keys.join(", ")}` : "Expected an object of booleans") },
  )
  .refine((v) => Object.keys(v).length > 0, "Send at least one notification type");

export const localeUpdateSchema = z.object({ locale: localeSchema });

function toPreferences(stored: unknown): NotificationPreferences {
  const prefs = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(PREFERENCE_TYPES.map((t) => [t, prefs[t] !== false])) as NotificationPreferences;
}

export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { notificationPrefs: true } });
  if (!user) throw unauthorized("Authentication required");
  return toPreferences(user.notificationPrefs);
}

/** Merges the given switches into the stored ones in one statement (concurrent toggles do not lose each other). */
export async function updateNotificationPreferences(
  userId: string,
  patch: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => typeof v === "boolean"));
  if (Object.keys(clean).length === 0) throw badRequest("Send at least one notification type");
  const row = await kysely()
    .updateTable("User")
    .set({
      notificationPrefs: sql`COALESCE("notificationPrefs", '{}'::jsonb) || ${JSON.stringify(clean)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where("id", "=", userId)
    .returning("notificationPrefs")
    .executeTakeFirst();
  if (!row) throw unauthorized("Authentication required");
  return toPreferences(row.notificationPrefs);
}

/** The account's preferred language (the locale cookie stays what the interface uses). */
export async function updateLocale(userId: string, locale: z.infer<typeof localeSchema>): Promise<string> {
  const user = await prisma.user.update({ where: { id: userId }, data: { locale }, select: { locale: true } }).catch((err) => {
    if ((err as { code?: string }).code === "P2025") throw unauthorized("Authentication required");
    throw err;
  });
  return user.locale ?? locale;
}

/** What the settings page shows first (server-rendered). */
export async function getAccountSettings(userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { notificationPrefs: true, locale: true, email: true, displayName: true },
  });
  if (!user) return null;
  return { email: user.email, displayName: user.displayName, locale: user.locale, preferences: toPreferences(user.notificationPrefs) };
}
