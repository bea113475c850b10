import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

export default function NotFound() {
  const t = useTranslations("NotFound");
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="text-brand text-6xl font-black" dir="ltr">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("body")}</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
        {t("goHome")}
      </Link>
    </section>
  );
}
