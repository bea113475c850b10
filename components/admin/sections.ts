import {
  Banknote,
  BookOpen,
  ClipboardCheck,
  CreditCard,
  FileText,
  Gavel,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Newspaper,
  ScrollText,
  SquarePen,
  Tags,
  type LucideIcon,
} from "lucide-react";
import { ADMIN_TEXT } from "./strings";

export type SectionId =
  | "dashboard"
  | "newsletter"
  | "contact"
  | "payouts"
  | "payments"
  | "reviews"
  | "takedowns"
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
  { id: "newsletter", label: ADMIN_TEXT.sections.newsletter, icon: Newspaper },
  { id: "contact", label: ADMIN_TEXT.sections.contact, icon: Mail },
  { id: "payouts", label: ADMIN_TEXT.sections.payouts, icon: Banknote },
  { id: "payments", label: ADMIN_TEXT.sections.payments, icon: CreditCard },
  { id: "reviews", label: ADMIN_TEXT.sections.reviews, icon: ClipboardCheck },
  { id: "takedowns", label: ADMIN_TEXT.sections.takedowns, icon: Gavel },
  { id: "audit", label: ADMIN_TEXT.sections.audit, icon: ScrollText },
  { id: "categories", label: ADMIN_TEXT.sections.categories, icon: Tags },
  { id: "blog", label: ADMIN_TEXT.sections.blog, icon: SquarePen },
  { id: "blogManage", label: ADMIN_TEXT.sections.blogManage, icon: BookOpen },
  { id: "services", label: ADMIN_TEXT.sections.services, icon: LifeBuoy },
  { id: "serviceManage", label: ADMIN_TEXT.sections.serviceManage, icon: FileText },
];
