import { Ban, Bell, EyeOff, Stamp, Globe, IdCard, KeyRound, Lock, Mail, MapPinOff, MonitorSmartphone, Receipt, ShieldCheck, Tags, UserRound, type LucideIcon } from "lucide-react";

type TitleKey =
  | "Settings.languageTitle"
  | "Settings.emailTitle"
  | "Settings.nameTitle"
  | "Settings.categoriesTitle"
  | "Settings.passwordTitle"
  | "Settings.notificationsTitle"
  | "Settings.paymentsTitle"
  | "Settings.geoBlockTitle"
  | "Settings.blocksTitle"
  | "Security.twoFactorTitle"
  | "Security.sessionsTitle"
  | "Identity.linksTitle"
  | "Privacy.settingsTitle"
  | "Discreet.title"
  | "Watermark.title";

/** The settings page's sections, in order: anchor id, dictionary key of the title (namespace.key), icon. */
export const SETTINGS_SECTIONS: readonly { id: string; titleKey: TitleKey; icon: LucideIcon }[] = [
  { id: "language", titleKey: "Settings.languageTitle", icon: Globe },
  { id: "email", titleKey: "Settings.emailTitle", icon: Mail },
  { id: "public-name", titleKey: "Settings.nameTitle", icon: UserRound },
  { id: "categories", titleKey: "Settings.categoriesTitle", icon: Tags },
  { id: "password", titleKey: "Settings.passwordTitle", icon: KeyRound },
  { id: "two-factor", titleKey: "Security.twoFactorTitle", icon: ShieldCheck },
  { id: "sessions", titleKey: "Security.sessionsTitle", icon: MonitorSmartphone },
  { id: "notifications", titleKey: "Settings.notificationsTitle", icon: Bell },
  { id: "discreet", titleKey: "Discreet.title", icon: EyeOff },
  { id: "payments", titleKey: "Settings.paymentsTitle", icon: Receipt },
  { id: "geo-block", titleKey: "Settings.geoBlockTitle", icon: MapPinOff },
  { id: "watermark", titleKey: "Watermark.title", icon: Stamp },
  { id: "blocked", titleKey: "Settings.blocksTitle", icon: Ban },
  { id: "identity", titleKey: "Identity.linksTitle", icon: IdCard },
  { id: "privacy", titleKey: "Privacy.settingsTitle", icon: Lock },
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
