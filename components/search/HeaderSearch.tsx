"use client";

import { Search } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { useDismiss } from "@/components/ui/useDismiss";
import { searchPageHref } from "@/shared/validation/search";
import type { ShownSuggestions } from "./SearchSuggestions";

// The live suggestions (their request, the list) are a chunk of their own, fetched when the box is
// pointed at, focused or typed in: the page's first scripts carry the box only (decision 088).
const loadSuggestions = () => import("./SearchSuggestions").then((m) => ({ default: m.SearchSuggestions }));
const SearchSuggestions = lazy(loadSuggestions);

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
  // the suggestions' code is wanted (the box was focused or typed in), and what they show
  const [wanted, setWanted] = useState(false);
  const [shown, setShown] = useState<ShownSuggestions>({ panel: false, results: [] });
  const ref = useRef<HTMLFormElement>(null);
  const listId = useId();
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(ref, open, close);

  const showPanel = shown.panel;
  const results = shown.results;

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
          setWanted(true);
        }}
        onFocus={() => {
          setOpen(true);
          setWanted(true);
        }}
        onPointerEnter={() => void loadSuggestions()}
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
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions value={value} open={open} active={active} listId={listId} onShown={setShown} onPick={(user) => go(`/profile/${user.username}`)} />
        </Suspense>
      )}
    </form>
  );
}
