import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/shared/format";
import { Link } from "@/i18n/navigation";
import { Markdown } from "@/components/content/Markdown";

export async function BlogArticle({ title, body, publishedAt }: { title: string; body: string; publishedAt: Date }) {
  const t = await getTranslations("Blog");
  const locale = await getLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid="blog-article">
      <Link href="/blog" className="text-sm text-accent">
        {t("back")}
      </Link>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <time className="mt-2 block text-sm text-subtle" dateTime={publishedAt.toISOString()}>
          {t("publishedOn", { date: formatDate(locale, publishedAt) })}
        </time>
      </header>
      <div className="mt-6">
        <Markdown>{body}</Markdown>
      </div>
    </article>
  );
}
