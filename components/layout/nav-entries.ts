import { ChartNoAxesCombined, Compass, MessageCircle, Settings, ShieldAlert, User, Users, Wallet } from "lucide-react";

/** Entries of the profile menu (and, with Messages, the mobile menu). Keys live under "Nav". */
export const profileEntries = [
  { href: "/profile", key: "profile", icon: User },
  { href: "/subscriptions", key: "following", icon: Users },
  { href: "/discover", key: "discover", icon: Compass },
  { href: "/dashboard", key: "dashboard", icon: ChartNoAxesCombined },
  { href: "/earnings", key: "earnings", icon: Wallet },
  { href: "/leaks", key: "leaks", icon: ShieldAlert },
  { href: "/settings", key: "settings", icon: Settings },
] as const;

export const messagesEntry = { href: "/chat", key: "messages", icon: MessageCircle } as const;
