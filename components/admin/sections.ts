import { Banknote, CreditCard, IdCard, LayoutDashboard, Mail, Newspaper, type LucideIcon } from "lucide-react";
import { ADMIN_TEXT } from "./strings";

export type SectionId = "dashboard" | "newsletter" | "contact" | "payouts" | "payments" | "verifications";

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
  { id: "verifications", label: ADMIN_TEXT.sections.verifications, icon: IdCard },
];
