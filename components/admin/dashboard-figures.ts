import { Banknote, BadgeCheck, FileWarning, Flag, IdCard, Scale, ShieldCheck, UserPlus, Users, type LucideIcon } from "lucide-react";
import type { DashboardCountsAnswer as DashboardCounts } from "@/shared/answers/back-office";
import { ADMIN_TEXT } from "./strings";
import { frenchMoney } from "./format";
import type { SectionId } from "./sections";

const T = ADMIN_TEXT.dashboard;
const HOUR = 3_600_000;

export type Figure = { key: string; title: string; value: string; text?: string; alert?: boolean; icon: LucideIcon; section?: SectionId };

/** The count cards: always the money and sign-ups; the moderation cards only when their figures are present. */
export function dashboardFigures(c: DashboardCounts): Figure[] {
  const out: Figure[] = [
    {
      key: "payoutsWaiting",
      title: T.payoutsWaiting,
      value: String(c.payoutsWaiting.count),
      text: T.payoutsWaitingText(c.payoutsWaiting.count, frenchMoney(c.payoutsWaiting.total, c.payoutsWaiting.currency)),
      icon: Banknote,
      section: "payouts",
    },
    { key: "newMembersToday", title: T.newMembers, value: String(c.newMembersToday), text: T.sinceMidnight, icon: Users },
    { key: "newCreatorsToday", title: T.newCreators, value: String(c.newCreatorsToday), text: T.sinceMidnight, icon: UserPlus },
  ];
  if (c.openReports !== undefined) {
    const ageHours = c.oldestOpenReportAt ? (Date.parse(c.at) - Date.parse(c.oldestOpenReportAt)) / HOUR : null;
    out.push({
      key: "openReports",
      title: T.openReports,
      value: String(c.openReports),
      text: ageHours === null ? T.noOpenReport : `${T.oldestReport(T.age(ageHours))}. ${T.reportTarget}`,
      alert: ageHours !== null && ageHours > 24,
      icon: Flag,
    });
  }
  const optional: [keyof DashboardCounts, string, LucideIcon][] = [
    ["openAppeals", T.openAppeals, Scale],
    ["pendingReviews", T.pendingReviews, ShieldCheck],
    ["openTakedowns", T.openTakedowns, FileWarning],
    ["pendingVerifications", T.pendingVerifications, BadgeCheck],
    ["pendingAgeChecks", T.pendingAgeChecks, IdCard],
  ];
  for (const [key, title, icon] of optional) {
    const value = c[key];
    if (typeof value === "number") out.push({ key, title, value: String(value), text: T.waiting, icon });
  }
  return out;
}

