import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/shared/format";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";
import { Markdown } from "@/components/content/Markdown";
import { pageActions, type PageKey } from "./static-pages";

/** A help page whose text an admin edited (Markdown), with the page's usual calls to action. */
export async function EditedPage({ pageKey, title, body, updatedAt }: { pageKey: PageKey; title: string; body: string; updatedAt: Date }) {
  const t = await getTranslations("Pages");
  const locale = await getLocale();
  const actions = pageActions[pageKey] ?? [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid="edited-page">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      </header>
      <div className="mt-6">
        <Markdown>{body}</Markdown>
      </div>
      {actions.length > 0 && (
        <div className="mt-10 flex flex-wrap gap-3">
          {actions.map((action, i) => (
            <Link key={action.href} href={action.href} className={buttonClasses(i === 0 ? "primary" : "secondary", "md")}>
              {t(`cta.${action.label}`)}
            </Link>
          ))}
        </div>
      )}
      <p className="mt-12 text-xs text-subtle">{t("updatedOn", { date: formatDate(locale, updatedAt) })}</p>
    </article>
  );
}
