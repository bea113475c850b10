"use client";

import { Search } from "lucide-react";
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { Spinner } from "@/components/ui/Spinner";
import { useDismiss } from "@/components/ui/useDismiss";
import { SEARCH_DEBOUNCE_MS, searchableQuery, searchPageHref } from "@/shared/validation/search";
import { displayName, type SearchUser } from "./types";
import { useDebouncedValue } from "@/client/use-debounced-value";

/**
 * Header search box (combobox): live suggestions after >= 2 trimmed characters and a 300 ms
 * pause; Enter goes to the search page (or to the highlighted suggestion's profile).
 */
export function HeaderSearch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTranslations("Search");
  const router = useRouter();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ref = useRef<HTMLFormElement>(null);
  const listId = useId();
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(ref, open, close);

  const query = searchableQuery(useDebouncedValue(value, SEARCH_DEBOUNCE_MS));
  const pending = searchableQuery(value) !== query;
  const { data, error, isLoading } = useSWR<{ users?: SearchUser[] }>(query ? `/api/users/search?q=${encodeURIComponent(query)}` : null, {
    shouldRetryOnError: false,
  });
  const showPanel = open && query !== null && searchableQuery(value) !== null;
  // SPEC section 8: a failed search gives an empty list
  const results = (!error && data?.users) || [];

  function go(href: string) {
    close();
    setValue("");
    onNavigate?.();
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      close();
      return;
    }
    if (!showPanel || results.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    }
  }

  return (
    <form
      ref={ref}
      role="search"
      className={`relative ${className ?? ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const picked = showPanel && active >= 0 ? results[active] : undefined;
        if (picked) go(`/profile/${picked.username}`);
        else if (value.trim()) go(searchPageHref(value));
      }}
    >
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-subtle" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t("placeholder")}
        aria-label={t("label")}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-10 w-full rounded-full border border-line bg-surface/70 ps-9 pe-3 text-sm text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
      {showPanel && (
        <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50">
          {results.length > 0 ? (
            <ul id={listId} role="listbox" aria-label={t("suggestions")}>
              {results.slice(0, 8).map((user, index) => (
                <li
                  key={user._id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => go(`/profile/${user.username}`)}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-surface-2 ${index === active ? "bg-surface-2" : ""}`}
                >
                  <Avatar name={displayName(user)} src={user.profileImage} className="size-8" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{displayName(user)}</span>
                    <span className="block truncate text-xs text-muted" dir="ltr">
                      @{user.username}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : isLoading || pending ? (
            <p id={listId} className="flex justify-center py-3 text-accent">
              <Spinner className="size-5" label={t("searching")} />
            </p>
          ) : (
            <p id={listId} role="status" className="px-3 py-3 text-sm text-muted">
              {t("noResults")}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
