/** Browser notifications for new messages; permission is asked on a user gesture (NotificationsToggle). */
export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

export function showMessageNotification(title: string, body: string): void {
  if (!notificationsSupported() || Notification.permission !== "granted") return;
  try {
    new Notification(title, { body });
  } catch (err) {
    console.warn("[chat] notification failed", err);
  }
}
