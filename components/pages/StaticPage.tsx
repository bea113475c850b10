import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";
import { pageActions, type PageKey } from "./static-pages";

interface Section {
  heading: string;
  body: string;
}

/**
 * A plain content page: title, intro, a few sections from the dictionary
 * ("Pages.<key>.sections.<id>.heading/body"; a body's lines are paragraphs), optional
 * content (a form) and calls to action.
 */
export async function StaticPage({ pageKey, children }: { pageKey: PageKey; children?: ReactNode }) {
  const t = await getTranslations("Pages");
  const sections = Object.entries(t.raw(`${pageKey}.sections`) as Record<string, Section>);
  const actions = pageActions[pageKey] ?? [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`${pageKey}.title`)}</h1>
        <p className="mt-3 text-lg text-muted">{t(`${pageKey}.intro`)}</p>
      </header>
      {sections.length > 0 && (
        <div className="mt-10 flex flex-col gap-8">
          {sections.map(([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
              <h2 id={`${id}-heading`} className="text-xl font-semibold">
                {section.heading}
              </h2>
              {section.body.split("\n").map((paragraph, i) => (
                <p key={i} className="mt-2 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      )}
      {children && <div className="mt-10">{children}</div>}
      {actions.length > 0 && (
        <div className="mt-10 flex flex-wrap gap-3">
          {actions.map((action, i) => (
            <Link key={action.href} href={action.href} className={buttonClasses(i === 0 ? "primary" : "secondary", "md")}>
              {t(`cta.${action.label}`)}
            </Link>
          ))}
        </div>
      )}
      <p className="mt-12 text-xs text-subtle">{t("updated")}</p>
    </article>
  );
}
