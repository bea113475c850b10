import { setRequestLocale } from "next-intl/server";
import { HomeGate } from "@/components/home/HomeGate";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomeGate />;
}
