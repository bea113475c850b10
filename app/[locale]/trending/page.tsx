import { redirect } from "@/i18n/navigation";

/** Trending creators live on /discover (the 30-day ranking). */
export default async function TrendingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect({ href: "/discover", locale });
}
