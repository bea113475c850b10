import { z } from "@/shared/zod";

export const notificationListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).default(10).transform((n) => Math.min(n, 50)),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationIdSchema = z.uuid({ error: "Notification not found" });
