import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

export function SignedOutActions() {
  const t = useTranslations("Header");
  return (
    <>
      <Link href="/login" className={buttonClasses("ghost", "sm")}>
        {t("signIn")}
      </Link>
      <Link href="/signup" className={buttonClasses("primary", "sm")}>
        {t("joinNow")}
      </Link>
    </>
  );
}
