import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SearchResults } from "@/components/search/SearchResults";
import type { SearchUser } from "@/components/search/types";
import { searchUsers } from "@/lib/search/users";
import { log } from "@/lib/log";
import { pageAudience } from "@/lib/auth/page-viewer";
import { searchableQuery } from "@/shared/validation/search";

interface SearchPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Search" });
  return { title: `${t("title")} · Velvet`, description: t("description") };
}

/** SPEC section 8: a failed search gives an empty list. */
async function findUsers(q: string): Promise<SearchUser[]> {
  try {
    return await searchUsers(q.slice(0, 100), await pageAudience());
  } catch (err) {
    log.warn({ err }, "search failed");
    return [];
  }
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).q;
  const typed = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const q = searchableQuery(typed);
  const t = await getTranslations("Search");
  const users = q ? await findUsers(q) : [];

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{q ? t("resultsFor", { q }) : t("title")}</h1>
      <form action="" method="get" role="search" className="mt-5 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("label")}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={typed}
          placeholder={t("placeholder")}
          maxLength={100}
          className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
        <button type="submit" className="h-11 rounded-full bg-brand px-5 text-sm font-semibold text-white">
          {t("submit")}
        </button>
      </form>
      <div className="mt-8">{q ? <SearchResults users={users} /> : <p className="text-muted">{t("hint")}</p>}</div>
    </section>
  );
}
