"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useDebouncedValue } from "@/client/use-debounced-value";
import { listUrl } from "./admin-api";

const SEARCH_DELAY_MS = 300;

/** An admin list (GET {base}?q&page&limit[&filters]): a search box value, its debounced query, paging, SWR data. */
export function useAdminList<T>(base: string, filters: Record<string, string> = {}) {
  const [search, setSearchValue] = useState("");
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search, SEARCH_DELAY_MS).trim();

  const swr = useSWR<T>(listUrl(base, query, page, filters), { keepPreviousData: true });
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
