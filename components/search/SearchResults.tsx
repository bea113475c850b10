import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/shared/format";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { displayName, type SearchUser } from "./types";

/** The search page's list: avatar, name, @username, bio and fans; each row opens the profile. */
export function SearchResults({ users }: { users: SearchUser[] }) {
  const t = useTranslations("Search");
  const locale = useLocale();
  if (users.length === 0) {
    return <p className="rounded-2xl border border-line bg-surface px-5 py-10 text-center text-muted">{t("noResults")}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t("resultsLabel")}>
      {users.map((user) => (
        <li key={user._id}>
          <Link
            href={`/profile/${user.username}`}
            className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-4 transition hover:border-accent/60 hover:bg-surface-2"
          >
            <Avatar name={displayName(user)} src={user.profileImage} className="size-14 shrink-0 text-base" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="truncate font-semibold">{displayName(user)}</span>
                <span className="truncate text-sm text-muted" dir="ltr">
                  @{user.username}
                </span>
              </span>
              {user.bio && <span className="mt-1 line-clamp-2 block text-sm text-muted">{user.bio}</span>}
              <span className="mt-2 block text-xs font-medium text-accent">
                {t("fans", { count: user.followerCount, n: formatCount(locale, user.followerCount) })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
