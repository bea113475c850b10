import { Bell, Globe, KeyRound, Mail, UserRound, type LucideIcon } from "lucide-react";

type SectionTitle = "languageTitle" | "emailTitle" | "nameTitle" | "passwordTitle" | "notificationsTitle";

/** The settings page's sections, in order: anchor id, dictionary key of the title, icon. */
export const SETTINGS_SECTIONS: readonly { id: string; titleKey: SectionTitle; icon: LucideIcon }[] = [
  { id: "language", titleKey: "languageTitle", icon: Globe },
  { id: "email", titleKey: "emailTitle", icon: Mail },
  { id: "public-name", titleKey: "nameTitle", icon: UserRound },
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
