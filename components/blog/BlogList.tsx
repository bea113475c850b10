import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/shared/format";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

type Item = { slug: string; title: string; description: string; publishedAt: Date };

export async function BlogList({ posts, page, pages }: { posts: Item[]; page: number; pages: number }) {
  const t = await getTranslations("Blog");
  const locale = await getLocale();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-lg text-muted">{t("intro")}</p>
      </header>
      {posts.length === 0 ? (
        <p className="mt-10 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center text-muted">{t("empty")}</p>
      ) : (
        <ul className="mt-10 flex flex-col gap-5" data-testid="blog-list">
          {posts.map((p) => (
            <li key={p.slug} className="rounded-[var(--radius-card)] border border-line bg-surface p-5 transition hover:border-accent/60">
              <time className="text-xs text-subtle" dateTime={p.publishedAt.toISOString()}>
                {formatDate(locale, p.publishedAt)}
              </time>
              <h2 className="mt-1 text-xl font-semibold">
                <Link href={`/blog/${p.slug}`} className="hover:text-accent">
                  {p.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{p.description}</p>
              <Link href={`/blog/${p.slug}`} className="mt-3 inline-block text-sm font-medium text-accent">
                {t("readMore")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="mt-10 flex items-center justify-between gap-3 text-sm" aria-label={t("pages")}>
          {page > 1 ? (
            <Link href={`/blog?page=${page - 1}`} className={buttonClasses("secondary", "md")}>
              {t("newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{t("pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link href={`/blog?page=${page + 1}`} className={buttonClasses("secondary", "md")}>
              {t("older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
