"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/shared/format";
import type { DashboardAnswer, DashboardTopPost } from "@/shared/answers/dashboard";
import { card } from "@/components/ui/card-styles";

/** The period's most liked and most bought posts, each as a small table (post, likes, purchases). */
export function TopPosts({ data, period }: { data: DashboardAnswer["topPosts"]; period: string }) {
  const t = useTranslations("Dashboard");
  return (
    <section className={card} aria-labelledby="top-title" data-testid="dashboard-top-posts">
      <h2 id="top-title" className="text-lg font-semibold">
        {t("topTitle")}
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <PostTable caption={t("topByLikes", { period })} posts={data.byLikes} testId="top-by-likes" />
        <PostTable caption={t("topByPurchases", { period })} posts={data.byPurchases} testId="top-by-purchases" />
      </div>
    </section>
  );
}

function PostTable({ caption, posts, testId }: { caption: string; posts: DashboardTopPost[]; testId: string }) {
  const t = useTranslations("Dashboard");
  const locale = useLocale();
  return (
    <div className="min-w-0">
      {posts.length === 0 ? (
        <>
          <h3 className="text-sm font-medium text-muted">{caption}</h3>
          <p className="mt-2 text-sm text-subtle" data-testid={testId}>
            {t("noPosts")}
          </p>
        </>
      ) : (
        <table className="w-full table-fixed text-sm" data-testid={testId}>
          <caption className="mb-2 text-start text-sm font-medium text-muted">{caption}</caption>
          <thead>
            <tr className="text-xs text-subtle">
              <th scope="col" className="pb-1 text-start font-medium">
                {t("colPost")}
              </th>
              <th scope="col" className="w-20 pb-1 text-end font-medium">
                {t("colLikes")}
              </th>
              <th scope="col" className="w-20 pb-1 text-end font-medium">
                {t("colPurchases")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {posts.map((p) => (
              <tr key={p._id}>
                <th scope="row" className="truncate py-2 text-start font-normal">
                  {p.title || t("untitled")}
                </th>
                <td className="py-2 text-end tabular-nums">{formatCount(locale, p.likes)}</td>
                <td className="py-2 text-end tabular-nums">{formatCount(locale, p.purchases)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
