import { z } from "@/shared/zod";

/** Every notification type (Prisma's NotificationType): what preferences, stats and the page's filters go by. */
export const NOTIFICATION_TYPES = [
  "message",
  "subscription",
  "subscription_expired",
  "post_like",
  "content_like",
  "new_content",
  "new_post",
  "payment_received",
  "payout_completed",
  "system",
] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

const typeList = z
  .string()
  .max(300)
  .transform((s) => [...new Set(s.split(",").map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(NOTIFICATION_TYPES, { error: `type must be among ${NOTIFICATION_TYPES.join(", ")}` })));

export const notificationListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).default(10).transform((n) => Math.min(n, 50)),
  /** only these types (comma-separated), e.g. `post_like` or `subscription,subscription_expired` */
  type: typeList.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationIdSchema = z.uuid({ error: "Notification not found" });

/** The filters of the notifications page, each a set of types. */
export const NOTIFICATION_FILTERS = {
  likes: ["post_like", "content_like"],
  messages: ["message"],
  subscriptions: ["subscription", "subscription_expired"],
  posts: ["new_post", "new_content"],
  money: ["payment_received", "payout_completed"],
  system: ["system"],
} as const satisfies Record<string, readonly NotificationTypeName[]>;
export type NotificationFilter = keyof typeof NOTIFICATION_FILTERS;
