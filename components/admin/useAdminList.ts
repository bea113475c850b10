"use client";

import { useEffect, useState } from "react";
import useSWR from "swr";
import { listUrl } from "./admin-api";

const SEARCH_DELAY_MS = 300;

/** An admin list (GET {base}?q&page&limit): a search box value, its debounced query, paging, SWR data. */
export function useAdminList<T>(base: string) {
  const [search, setSearchValue] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);

  useEffect(() => {
    const id = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [search]);

  const swr = useSWR<T>(listUrl(base, query, page), { keepPreviousData: true });
  return {
    ...swr,
    search,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    page,
    setPage,
  };
}
