import {
  Banknote,
  BookOpen,
  ClipboardCheck,
  CreditCard,
  FileText,
  Flag,
  IdCard,
  Gavel,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Newspaper,
  Scale,
  ScrollText,
  ShieldAlert,
  SquarePen,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";
import { ADMIN_TEXT } from "./strings";

export type SectionId =
  | "dashboard"
  | "reports"
  | "appeals"
  | "reviews"
  | "takedowns"
  | "members"
  | "verifications"
  | "leaks"
  | "newsletter"
  | "contact"
  | "payouts"
  | "payments"
  | "audit"
  | "categories"
  | "blog"
  | "blogManage"
  | "services"
  | "serviceManage";

/**
 * The menu. The SPEC's seed entries are given their meaning on this platform (issue 19, point 10):
 * catégories (creator categories), blog (write an article), gestion de blog (the articles),
 * services (edit a help page), gestion de service (the help pages in every language).
 */
export const SECTIONS: ReadonlyArray<{ id: SectionId; label: string; icon: LucideIcon }> = [
  { id: "dashboard", label: ADMIN_TEXT.sections.dashboard, icon: LayoutDashboard },
  { id: "reports", label: ADMIN_TEXT.sections.reports, icon: Flag },
  { id: "appeals", label: ADMIN_TEXT.sections.appeals, icon: Scale },
  { id: "reviews", label: ADMIN_TEXT.sections.reviews, icon: ClipboardCheck },
  { id: "takedowns", label: ADMIN_TEXT.sections.takedowns, icon: Gavel },
  { id: "verifications", label: ADMIN_TEXT.sections.verifications, icon: IdCard },
  { id: "members", label: ADMIN_TEXT.sections.members, icon: Users },
  { id: "leaks", label: ADMIN_TEXT.sections.leaks, icon: ShieldAlert },
  { id: "payouts", label: ADMIN_TEXT.sections.payouts, icon: Banknote },
  { id: "payments", label: ADMIN_TEXT.sections.payments, icon: CreditCard },
  { id: "categories", label: ADMIN_TEXT.sections.categories, icon: Tags },
  { id: "blog", label: ADMIN_TEXT.sections.blog, icon: SquarePen },
  { id: "blogManage", label: ADMIN_TEXT.sections.blogManage, icon: BookOpen },
  { id: "services", label: ADMIN_TEXT.sections.services, icon: LifeBuoy },
  { id: "serviceManage", label: ADMIN_TEXT.sections.serviceManage, icon: FileText },
  { id: "newsletter", label: ADMIN_TEXT.sections.newsletter, icon: Newspaper },
  { id: "contact", label: ADMIN_TEXT.sections.contact, icon: Mail },
  { id: "audit", label: ADMIN_TEXT.sections.audit, icon: ScrollText },
];
