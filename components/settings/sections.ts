import { Bell, Globe, KeyRound, type LucideIcon } from "lucide-react";

/** The settings page's sections, in order: anchor id, dictionary key of the title, icon. */
export const SETTINGS_SECTIONS: readonly { id: string; titleKey: "languageTitle" | "passwordTitle" | "notificationsTitle"; icon: LucideIcon }[] = [
  { id: "language", titleKey: "languageTitle", icon: Globe },
  { id: "password", titleKey: "passwordTitle", icon: KeyRound },
  { id: "notifications", titleKey: "notificationsTitle", icon: Bell },
];

/** Notification types offered as switches (the API also knows the legacy content_like/new_content). */
export const NOTIFICATION_SWITCHES = [
  "message",
  "subscription",
  "subscription_expired",
  "post_like",
  "new_post",
  "payment_received",
  "payout_completed",
] as const;

export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];
