import { z } from "zod";
import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { wantsNotification } from "@/lib/notifications/notify";
import { badRequest, unauthorized } from "@/lib/errors";
import { NotificationType } from "@/lib/generated/prisma/enums";
import { localeSchema } from "@/shared/schemas/account";

// Notification preferences live in User.notificationPrefs ({"post_like": false}; an absent key
// means on), read by lib/notifications/notify.ts (wantsNotification), the one place that rule is written. `system` notices cannot be turned off.

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

/** The preferences as select items of the user row `u`, by the one preference rule (lib/notifications/notify.ts). */
function preferencesSql() {
  return PREFERENCE_TYPES.map((t) => wantsNotification("u", t).as(t));
}

export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const row = await kysely().selectFrom("User as u").select(preferencesSql()).where("u.id", "=", userId).executeTakeFirst();
  if (!row) throw unauthorized("AUTHENTICATION_REQUIRED");
  return row as NotificationPreferences;
}

/** Merges the given switches into the stored ones in one statement (concurrent toggles do not lose each other). */
export async function updateNotificationPreferences(
  userId: string,
  patch: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => typeof v === "boolean"));
  if (Object.keys(clean).length === 0) throw badRequest("NOTIFICATION_TYPE_REQUIRED");
  const row = await kysely()
    .updateTable("User as u")
    .set({
      notificationPrefs: sql`COALESCE(${sql.ref("u.notificationPrefs")}, '{}'::jsonb) || ${JSON.stringify(clean)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where("u.id", "=", userId)
    .returning(preferencesSql())
    .executeTakeFirst();
  if (!row) throw unauthorized("AUTHENTICATION_REQUIRED");
  return row as NotificationPreferences;
}

/** The account's preferred language (the locale cookie stays what the interface uses). */
export async function updateLocale(userId: string, locale: z.infer<typeof localeSchema>): Promise<string> {
  const user = await prisma.user.update({ where: { id: userId }, data: { locale }, select: { locale: true } }).catch((err) => {
    if ((err as { code?: string }).code === "P2025") throw unauthorized("AUTHENTICATION_REQUIRED");
    throw err;
  });
  return user.locale ?? locale;
}

/** What the settings page shows first (server-rendered). */
export async function getAccountSettings(userId: string) {
  const row = await kysely()
    .selectFrom("User as u")
    .select(["u.email", "u.displayName", "u.locale", ...preferencesSql()])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const preferences = Object.fromEntries(PREFERENCE_TYPES.map((t) => [t, row[t] === true])) as NotificationPreferences;
  return { email: row.email, displayName: row.displayName, locale: row.locale, preferences };
}
