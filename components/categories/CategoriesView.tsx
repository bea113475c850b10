import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { fullName } from "@/components/profile/types";
import type { CategoryWithCreators } from "@/lib/categories/creators";

export async function CategoriesView({ categories }: { categories: CategoryWithCreators[] }) {
  const t = await getTranslations("Categories");
  const tp = await getTranslations("Pages");
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tp("categories.title")}</h1>
        <p className="mt-3 text-lg text-muted">{tp("categories.intro")}</p>
      </header>
      {categories.length === 0 && (
        <p className="mt-10 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center text-muted">{t("empty")}</p>
      )}
      {categories.length > 0 && (
        <nav className="mt-8 flex flex-wrap gap-2" aria-label={t("jump")}>
          {categories.map((c) => (
            <a key={c._id} href={`#${c.slug}`} className="rounded-full border border-line px-3 py-1 text-sm hover:border-accent/60">
              {c.name}
            </a>
          ))}
        </nav>
      )}
      <div className="mt-10 flex flex-col gap-10">
        {categories.map((c) => (
          <section key={c._id} id={c.slug} aria-labelledby={`${c.slug}-heading`} className="scroll-mt-24" data-testid="category">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id={`${c.slug}-heading`} className="text-xl font-semibold">
                {c.name} <span className="text-sm font-normal text-muted">· {t("creatorCount", { count: c.creatorCount })}</span>
              </h2>
              {c.creatorCount > 0 && (
                <Link href={`/discover?category=${encodeURIComponent(c.slug)}`} className="text-sm font-medium text-accent">
                  {t("seeAll")}
                </Link>
              )}
            </div>
            {c.creators.length === 0 ? (
              <p className="mt-3 text-sm text-muted">{t("noCreators")}</p>
            ) : (
              <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {c.creators.map((creator) => (
                  <li key={creator._id}>
                    <Link
                      href={`/profile/${encodeURIComponent(creator.username)}`}
                      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 transition hover:border-accent/60"
                    >
                      <Avatar name={fullName(creator)} src={creator.profileImage} className="size-11" />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{fullName(creator)}</span>
                        <span className="block truncate text-sm text-muted" dir="ltr">
                          @{creator.username}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
