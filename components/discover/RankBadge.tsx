import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { Flame, Medal, Trophy } from "lucide-react";
import { formatCount } from "@/shared/format";
import { rankTier, type RankTier } from "./rank";

const STYLE: Record<RankTier, { Icon: typeof Trophy; className: string }> = {
  gold: { Icon: Trophy, className: "bg-gradient-to-br from-yellow-300 to-amber-500 text-black" },
  silver: { Icon: Medal, className: "bg-gradient-to-br from-slate-100 to-slate-400 text-black" },
  bronze: { Icon: Medal, className: "bg-gradient-to-br from-orange-300 to-amber-700 text-black" },
  standard: { Icon: Flame, className: "bg-black/70 text-white" },
};

/** '#rank' with a trophy (1), a medal (2, 3) or a flame. */
export function RankBadge({ rank }: { rank: number }) {
  const t = useTranslations("Discover");
  const locale = useLocale();
  const tier = rankTier(rank);
  const { Icon, className } = STYLE[tier];
  return (
    <span
      className={clsx("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold shadow backdrop-blur", className)}
      data-testid="rank-badge"
      data-tier={tier}
    >
      {/* A plain span may not carry aria-label (axe: aria-prohibited-attr): the spoken text is its own. */}
      <span className="sr-only">{t("rankLabel", { rank })}</span>
      <Icon className="size-3.5" aria-hidden />
      <span aria-hidden>#{formatCount(locale, rank)}</span>
    </span>
  );
}
