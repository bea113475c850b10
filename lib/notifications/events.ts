// What each event's notification says and where it leads. Subscriptions, expiry and tips
// write theirs in lib/subscriptions and lib/tips; these are for the posts and chat areas, whose
// statements write the notification with the event (lib/notifications/notify.ts: insertNotifications).

/**
 * The wording of a like's notification (post_like, to the post's author), in parts:
 * lib/posts/likes.ts writes it in the toggle's own statement, appending the liker's and the
 * author's usernames in SQL.
 */
export function postLikedNotificationParts() {
  return {
    type: "post_like" as const,
    priority: "normal" as const,
    title: "New like",
    messageSuffix: " liked your post",
    actionUrlPrefix: "/profile/",
  };
}

/**
 * The wording of a chat message's notification, in parts: the title and the link end with the
 * sender's username (URL-safe by its pattern), which lib/chat/notify-message.ts appends in SQL;
 * its text is newMessageNotificationText(the message).
 */
export function newMessageNotificationParts() {
  return {
    type: "message" as const,
    priority: "normal" as const,
    titlePrefix: "New message from ",
    actionUrlPrefix: "/chat?user=",
  };
}

/** The text of a chat message's notification: the message's first 80 characters. */
export function newMessageNotificationText(preview: string): string {
  const short = preview.length > 80 ? `${preview.slice(0, 77)}...` : preview;
  return short || "Sent you an attachment";
}
