/** SPEC section 3 "Notification", as GET /api/notifications returns it. */
export interface NotificationItem {
  _id: string;
  title: string;
  message: string;
  type: string;
  /** what it says (its words are the server's, in the reader's language: title, message) */
  template: string;
  params: Record<string, unknown>;
  priority: string;
  isRead: boolean;
  createdAt: string;
  actionUrl: string | null;
  sender: { _id: string; username: string; firstName: string; lastName: string; profileImage: string | null } | null;
}

export interface NotificationList {
  notifications: NotificationItem[];
  unreadCount: number;
  pagination?: { total: number; pages: number; page: number; limit: number; hasNext: boolean };
}

export const NOTIFICATION_PAGE_SIZE = 10;
/** Notifications per page of /notifications. */
export const NOTIFICATIONS_PAGE_LIMIT = 20;
export const BELL_POLL_MS = 30_000;
export const MESSAGE_BADGE_POLL_MS = 15_000;
export const UNREAD_COUNT_KEY = "/api/notifications/unread-count";
export const NOTIFICATIONS_KEY = `/api/notifications?page=1&limit=${NOTIFICATION_PAGE_SIZE}`;
