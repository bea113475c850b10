import { useTranslations } from "next-intl";
import { Globe } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

/** What a visitor sees of a profile closed to their country or region (lib/access/audience.ts). */
export function RegionUnavailable() {
  const t = useTranslations("GeoBlock");
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center" data-testid="region-unavailable">
      <Globe className="size-14 text-subtle" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t("unavailableTitle")}</h1>
      <p className="mt-2 text-muted">{t("unavailableBody")}</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
        {t("goHome")}
      </Link>
    </section>
  );
}
