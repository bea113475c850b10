import { Banknote, CreditCard, Flag, LayoutDashboard, Mail, Newspaper, Scale, Users, type LucideIcon } from "lucide-react";
import { ADMIN_TEXT } from "./strings";

export type SectionId = "dashboard" | "newsletter" | "contact" | "payouts" | "payments" | "reports" | "appeals" | "members";

/**
 * The menu. Only the sections that have content are listed; the SPEC's other entries
 * (category, Créer service, blog, gestion de blog, gestion de service, reviews) have no
 * described content and are not rendered.
 */
export const SECTIONS: ReadonlyArray<{ id: SectionId; label: string; icon: LucideIcon }> = [
  { id: "dashboard", label: ADMIN_TEXT.sections.dashboard, icon: LayoutDashboard },
  { id: "newsletter", label: ADMIN_TEXT.sections.newsletter, icon: Newspaper },
  { id: "contact", label: ADMIN_TEXT.sections.contact, icon: Mail },
  { id: "payouts", label: ADMIN_TEXT.sections.payouts, icon: Banknote },
  { id: "payments", label: ADMIN_TEXT.sections.payments, icon: CreditCard },
  { id: "reports", label: ADMIN_TEXT.sections.reports, icon: Flag },
  { id: "appeals", label: ADMIN_TEXT.sections.appeals, icon: Scale },
  { id: "members", label: ADMIN_TEXT.sections.members, icon: Users },
];
