import { prisma } from "@/lib/db";

/**
 * The moderation figures of the admin dashboard: open reports, when the oldest of them came in
 * (the dashboard shows its age, red past 24 hours; every report is to be decided within 7 days),
 * and open appeals. `now` is the dashboard's clock (a report created after it is not counted).
 */
export async function moderationCounts(now: Date): Promise<{ openReports: number; oldestOpenReportAt: Date | null; openAppeals: number }> {
  const open = { status: "open" as const, createdAt: { lte: now } };
  const [openReports, oldest, openAppeals] = await Promise.all([
    prisma.report.count({ where: open }),
    prisma.report.findFirst({ where: open, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { createdAt: true } }),
    prisma.appeal.count({ where: open }),
  ]);
  return { openReports, oldestOpenReportAt: oldest?.createdAt ?? null, openAppeals };
}
