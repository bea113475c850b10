import { Bell, Globe, IdCard, KeyRound, Mail, MonitorSmartphone, Receipt, ShieldCheck, UserRound, type LucideIcon } from "lucide-react";

type TitleKey =
  | "Settings.languageTitle"
  | "Settings.emailTitle"
  | "Settings.nameTitle"
  | "Settings.passwordTitle"
  | "Settings.notificationsTitle"
  | "Settings.paymentsTitle"
  | "Security.twoFactorTitle"
  | "Security.sessionsTitle"
  | "Identity.linksTitle";

/** The settings page's sections, in order: anchor id, dictionary key of the title (namespace.key), icon. */
export const SETTINGS_SECTIONS: readonly { id: string; titleKey: TitleKey; icon: LucideIcon }[] = [
  { id: "language", titleKey: "Settings.languageTitle", icon: Globe },
  { id: "email", titleKey: "Settings.emailTitle", icon: Mail },
  { id: "public-name", titleKey: "Settings.nameTitle", icon: UserRound },
  { id: "password", titleKey: "Settings.passwordTitle", icon: KeyRound },
  { id: "two-factor", titleKey: "Security.twoFactorTitle", icon: ShieldCheck },
  { id: "sessions", titleKey: "Security.sessionsTitle", icon: MonitorSmartphone },
  { id: "notifications", titleKey: "Settings.notificationsTitle", icon: Bell },
  { id: "payments", titleKey: "Settings.paymentsTitle", icon: Receipt },
  { id: "identity", titleKey: "Identity.linksTitle", icon: IdCard },
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
