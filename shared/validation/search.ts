// SPEC sections 2 and 5: header search runs only after at least 2 trimmed characters and a 300 ms pause.

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

/** The query to search for, or null when the trimmed input is too short to run a search. */
export function searchableQuery(raw: string | null | undefined): string | null {
  const q = (raw ?? "").trim();
  return q.length >= SEARCH_MIN_LENGTH ? q : null;
}

/** Where submitting the header search goes: the search page with the trimmed, encoded query. */
export function searchPageHref(raw: string): string {
  return `/search?q=${encodeURIComponent(raw.trim())}`;
}
