import { Banknote, BadgeCheck, FileWarning, Flag, IdCard, Scale, ShieldCheck, UserPlus, Users, type LucideIcon } from "lucide-react";
import type { DashboardCountsAnswer } from "@/shared/answers/back-office";
import { ADMIN_TEXT } from "./strings";
import { frenchMoney } from "./format";
import type { SectionId } from "./sections";

const T = ADMIN_TEXT.dashboard;
const HOUR = 3_600_000;

type QueueKey = "openReports" | "oldestOpenReportAt" | "openAppeals" | "pendingReviews" | "openTakedowns" | "pendingVerifications" | "pendingAgeChecks";
/** The dashboard's answer; a queue's card is drawn only when its figure is there. */
type DashboardCounts = Omit<DashboardCountsAnswer, QueueKey> & Partial<Pick<DashboardCountsAnswer, QueueKey>>;

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
    { key: "newMembersToday", title: T.newMembers, value: String(c.newMembersToday), text: T.sinceMidnight, icon: Users, section: "members" },
    { key: "newCreatorsToday", title: T.newCreators, value: String(c.newCreatorsToday), text: T.sinceMidnight, icon: UserPlus, section: "members" },
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
      section: "reports",
    });
  }
  const queues: [keyof DashboardCounts, string, LucideIcon, SectionId][] = [
    ["openAppeals", T.openAppeals, Scale, "appeals"],
    ["pendingReviews", T.pendingReviews, ShieldCheck, "reviews"],
    ["openTakedowns", T.openTakedowns, FileWarning, "takedowns"],
    ["pendingVerifications", T.pendingVerifications, BadgeCheck, "verifications"],
    ["pendingAgeChecks", T.pendingAgeChecks, IdCard, "verifications"],
  ];
  for (const [key, title, icon, section] of queues) {
    const value = c[key];
    if (typeof value === "number") out.push({ key, title, value: String(value), text: T.waiting, icon, section });
  }
  return out;
}

