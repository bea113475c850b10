import { messagePreview } from "@/lib/notifications/templates";

// What the posts and chat areas' notifications are, whose statements write the notification with
// the event (lib/notifications/notify.ts: insertNotifications). Their words are the dictionaries'
// (`NotificationItems.post_like`, `.message`), chosen when read (lib/notifications/render.ts).

/**
 * A like's notification (post_like, to the post's author), in parts: lib/posts/likes.ts writes it
 * in the toggle's own statement, grouping the likes of one post while unread, and appends the
 * author's username to the link in SQL.
 */
export function postLikedNotificationParts() {
  return { template: "post_like" as const, priority: "normal" as const, actionUrlPrefix: "/profile/" };
}

/**
 * A chat message's notification, in parts: the link ends with the sender's username (URL-safe by
 * its pattern), which lib/chat/notify-message.ts appends in SQL; its preview is
 * newMessageNotificationText(the message).
 */
export function newMessageNotificationParts() {
  return { template: "message" as const, priority: "normal" as const, actionUrlPrefix: "/chat?user=" };
}

/** The preview a chat message's notification keeps: its first 80 characters ("" for attachments only). */
export function newMessageNotificationText(preview: string): string {
  return messagePreview(preview);
}
