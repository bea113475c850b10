"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import type { SavedCard } from "./types";

const CARDS_KEY = "/api/users/cards";

/** The viewer's saved cards (GET /api/users/cards through SWR); the default one preselected. */
export function useCards() {
  const { data, error, isLoading, mutate } = useSWR<{ cards: SavedCard[] }>(CARDS_KEY, {
    shouldRetryOnError: false,
    onError: (err) => console.warn("cards load failed", err),
  });
  const [chosen, setSelected] = useState<string | null>(null);
  const cards = data?.cards ?? [];
  // what the person picked while it is still listed, else the default card, else the first
  const selected = chosen && cards.some((c) => c.id === chosen) ? chosen : ((cards.find((c) => c.isDefault) ?? cards[0])?.id ?? null);

  /** A card saved by the add-card form: listed (no reload) and selected. */
  function added(card: SavedCard) {
    void mutate((d) => ({ cards: [...(d?.cards ?? []).filter((c) => c.id !== card.id), card] }), { revalidate: false });
    setSelected(card.id);
  }

  return { cards, selected, setSelected, loading: isLoading, failed: Boolean(error), added };
}
