import { Lock, MessageCircleHeart, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";
import { FeatureCard } from "./FeatureCard";

export function Landing() {
  const t = useTranslations("Landing");
  const common = useTranslations("Common");
  const features = [
    { icon: Lock, title: t("exclusiveTitle"), body: t("exclusiveBody") },
    { icon: MessageCircleHeart, title: t("connectionTitle"), body: t("connectionBody") },
    { icon: ShieldCheck, title: t("safeTitle"), body: t("safeBody") },
  ];
  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-[32rem] w-[52rem] max-w-full rounded-full bg-accent-2/20 blur-3xl"
      />
      <section className="relative mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-16 text-center sm:pt-28">
        <span className="rounded-full border border-accent/40 bg-accent/10 px-4 py-1.5 text-xs font-semibold tracking-wide text-accent">
          {t("badge")}
        </span>
        <h1 className="text-brand mt-6 text-5xl font-black tracking-tight sm:text-7xl" dir="ltr">
          {common("productName")}
        </h1>
        <p className="mt-6 max-w-2xl text-2xl font-semibold text-balance sm:text-3xl">{t("tagline")}</p>
        <p className="mt-4 max-w-xl text-base leading-relaxed text-muted text-balance">{t("intro")}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link href="/signup" className={buttonClasses("primary", "lg")}>
            {t("signUp")}
          </Link>
          <Link href="/login" className={buttonClasses("secondary", "lg")}>
            {t("signIn")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-title" className="relative mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <h2 id="features-title" className="mb-8 text-center text-xl font-semibold text-muted">
          {t("featuresTitle")}
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </div>
      </section>
    </div>
  );
}
