import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export function Logo() {
  const t = useTranslations();
  return (
    <Link href="/" aria-label={t("Header.home")} className="flex items-center gap-2.5 rounded-lg">
      <span aria-hidden className="bg-brand flex size-8 items-center justify-center rounded-xl text-base font-black text-white">
        V
      </span>
      <span className="text-lg font-bold tracking-tight" dir="ltr">
        {t("Common.productName")}
      </span>
    </Link>
  );
}
