"use client";

import { lazy, Suspense, useState } from "react";
import type { CategoryAnswer } from "@/shared/answers/back-office";
import type { TrendingBody } from "./types";
import { DiscoverResults, type DiscoverState } from "./DiscoverResults";

// The server's first page is shown without SWR; SWR and the API's pages (./DiscoverLive.tsx) load
// when the reader turns a page, picks a category or refreshes (decision 088). The server's page
// stays on screen while they arrive.
const DiscoverLive = lazy(() => import("./DiscoverLive").then((m) => ({ default: m.DiscoverLive })));

type DiscoverViewProps = {
  /** the first page, rendered by the server for the category in the address ("" for all) */
  initial: { category: string; body: TrendingBody };
  categories: CategoryAnswer[];
};

/** /discover: trending creators of the last 30 days, 12 a page. */
export function DiscoverView({ initial, categories }: DiscoverViewProps) {
  const [page, setPage] = useState(1);
  // ?category=slug (the links of /categories): only the creators who chose it
  const [category, setCategory] = useState(initial.category);
  // "refresh": the API's answers from now on; the first one asked for the server's page too
  const [live, setLive] = useState<null | { refreshed: boolean }>(null);
  const state: DiscoverState = {
    page,
    setPage: (p) => {
      setPage(p);
      setLive((l) => l ?? { refreshed: false });
    },
    category,
    setCategory: (slug) => {
      setCategory(slug);
      setLive((l) => l ?? { refreshed: false });
    },
    categories,
  };
  const server = (
    <DiscoverResults
      state={state}
      result={{ data: initial.body, error: null, isLoading: false, isValidating: live !== null, refresh: () => setLive({ refreshed: true }) }}
    />
  );
  if (!live) return server;
  return (
    <Suspense fallback={server}>
      <DiscoverLive state={state} initial={initial} refreshed={live.refreshed} />
    </Suspense>
  );
}
