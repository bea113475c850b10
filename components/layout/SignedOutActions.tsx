import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";
import { SignInLink } from "@/components/auth/SignInLink";

export function SignedOutActions() {
  const t = useTranslations("Header");
  return (
    <>
      <SignInLink className={buttonClasses("ghost", "sm")}>{t("signIn")}</SignInLink>
      <Link href="/signup" className={buttonClasses("primary", "sm")}>
        {t("joinNow")}
      </Link>
    </>
  );
}
