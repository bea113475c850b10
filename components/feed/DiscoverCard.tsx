import { Compass } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

/** Shown above suggested posts to a user with no subscriptions. */
export function DiscoverCard() {
  const t = useTranslations("Feed");
  return (
    <section
      aria-labelledby="discover-card-title"
      data-testid="discover-card"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-accent/30 bg-gradient-to-br from-accent/15 via-surface to-accent-2/15 p-5 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
        <Compass className="size-6" aria-hidden />
      </span>
      <div className="flex-1">
        <h2 id="discover-card-title" className="font-semibold">
          {t("discoverTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("discoverBody")}</p>
      </div>
      <Link href="/discover" className={buttonClasses("primary", "sm", "self-start sm:self-center")}>
        {t("exploreCreators")}
      </Link>
    </section>
  );
}
