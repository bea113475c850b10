import { z } from "zod";
import { notificationListQuerySchema } from "@/shared/schemas/notifications";
import { Notification, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Notifications";
const unread = z.object({ success: successTrue, unreadCount: z.number().int() });

export const notificationOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/notifications",
    operationId: "listNotifications",
    tag,
    summary: "The viewer's notifications",
    description: `Newest first; \`limit\` 10 by default, at most 50; \`type\` keeps only those types (comma-separated, e.g.
\`subscription,subscription_expired\`). Each is said in the reader's language (\`locale\`): their saved language, else the
locale cookie (\`NEXT_LOCALE\`), else \`Accept-Language\` (\`ar-TN\` reads Tunisian), else \`tn\`; rendered when read, so old
notifications follow a change of language. Likes of one post are one notification while unread ("Omar and 3 others liked
your post").`,
    auth: "bearer",
    query: notificationListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of notifications",
        schema: z.object({
          success: successTrue,
          locale: z.enum(["tn", "fr", "en", "ar"]).meta({ description: "the language the notifications are said in" }),
          notifications: z.array(Notification),
          unreadCount: z.number().int(),
          pagination: z.object({
            total: z.number().int(),
            pages: z.number().int(),
            page: z.number().int(),
            limit: z.number().int(),
            hasNext: z.boolean(),
          }),
        }),
      },
    ],
    errors: { 400: "a query value that is not a number, or an unknown type" },
  },
  {
    method: "GET",
    path: "/api/notifications/unread-count",
    operationId: "notificationUnreadCount",
    tag,
    summary: "How many notifications are unread",
    auth: "bearer",
    answers: [{ status: 200, description: "the count", schema: unread }],
  },
  {
    method: "PUT",
    path: "/api/notifications/{id}/read",
    operationId: "markNotificationRead",
    tag,
    summary: "Mark a notification read",
    description: "Only the recipient. Marking a read one again changes nothing.",
    auth: "bearer",
    params: { id: { description: "the notification's id" } },
    answers: [{ status: 200, description: "marked", schema: unread.extend({ message: z.string() }) }],
    errors: { 404: "someone else's id, or an unknown or malformed one (so ids do not leak)" },
  },
  {
    method: "PUT",
    path: "/api/notifications/read-all",
    operationId: "markAllNotificationsRead",
    tag,
    summary: "Mark every notification read",
    auth: "bearer",
    answers: [
      {
        status: 200,
        description: "marked; `unreadCount` is then 0",
        schema: unread.extend({ message: z.string(), modifiedCount: z.number().int() }),
      },
    ],
  },
  {
    method: "GET",
    path: "/api/notifications/stats",
    operationId: "notificationStats",
    tag,
    summary: "Counts of the viewer's notifications by type",
    auth: "bearer",
    answers: [
      {
        status: 200,
        description: "totals, and per type (`_id` is the type), most first",
        schema: z.object({
          success: successTrue,
          stats: z.object({
            total: z.number().int(),
            unread: z.number().int(),
            byType: z.array(z.object({ _id: z.string(), unread: z.number().int(), total: z.number().int() })),
          }),
        }),
      },
    ],
  },
];
