import { useTranslations } from "next-intl";

/** Minimal footer: the 18+ notice and the copyright. The link columns come later. */
export function Footer() {
  const t = useTranslations("Footer");
  return (
    <footer className="border-t border-line/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2">
          <span className="rounded-md border border-accent/50 px-1.5 py-0.5 text-xs font-bold text-accent" dir="ltr">
            18+
          </span>
          {t("adultsOnly")}
        </p>
        <p>
          <bdi dir="ltr">{t("copyright", { year: new Date().getFullYear() })}</bdi> {t("rights")}
        </p>
      </div>
    </footer>
  );
}
