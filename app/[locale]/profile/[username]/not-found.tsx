import { useTranslations } from "next-intl";
import { UserX } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

/** An unknown username: 'User not found' with a 'Go Home' button (served with status 404). */
export default function ProfileNotFound() {
  const t = useTranslations("PublicProfile");
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <UserX className="size-14 text-subtle" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t("userNotFound")}</h1>
      <p className="mt-2 text-muted">{t("userNotFoundBody")}</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
        {t("goHome")}
      </Link>
    </section>
  );
}
