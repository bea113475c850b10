"use client";

import { useEffect, useMemo } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/Avatar";
import { Spinner } from "@/components/ui/Spinner";
import { SEARCH_DEBOUNCE_MS, searchableQuery } from "@/shared/validation/search";
import { useDebouncedValue } from "@/client/use-debounced-value";
import { displayName, type SearchUser } from "./types";

const NONE: SearchUser[] = [];

export interface ShownSuggestions {
  /** the panel is shown (a searchable text, its debounced query asked) */
  panel: boolean;
  results: SearchUser[];
}

interface SearchSuggestionsProps {
  value: string;
  open: boolean;
  active: number;
  listId: string;
  /** what is shown, for the box's keyboard handling and ARIA state (HeaderSearch) */
  onShown: (shown: ShownSuggestions) => void;
  onPick: (user: SearchUser) => void;
}

/**
 * The header search's live suggestions (HeaderSearch loads this chunk when the box is pointed at,
 * focused or typed in): after >= 2 trimmed characters and a 300 ms pause, the members found.
 */
export function SearchSuggestions({ value, open, active, listId, onShown, onPick }: SearchSuggestionsProps) {
  const t = useTranslations("Search");
  const query = searchableQuery(useDebouncedValue(value, SEARCH_DEBOUNCE_MS));
  const pending = searchableQuery(value) !== query;
  const { data, error, isLoading } = useSWR<{ users?: SearchUser[] }>(query ? `/api/users/search?q=${encodeURIComponent(query)}` : null, {
    shouldRetryOnError: false,
  });
  const showPanel = open && query !== null && searchableQuery(value) !== null;
  // SPEC section 8: a failed search gives an empty list
  const results = useMemo(() => (!error && data?.users) || NONE, [error, data]);
  useEffect(() => onShown({ panel: showPanel, results }), [showPanel, results, onShown]);
  useEffect(() => () => onShown({ panel: false, results: NONE }), [onShown]);

  if (!showPanel) return null;
  return (
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
              onClick={() => onPick(user)}
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
  );
}
