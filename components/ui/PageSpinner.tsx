import { useTranslations } from "next-intl";
import { Spinner } from "./Spinner";

export function PageSpinner() {
  const t = useTranslations("Common");
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-accent">
      <Spinner className="size-10 border-[3px]" label={t("loading")} />
    </div>
  );
}
