"use client";

import { useCallback, useEffect, useState } from "react";
import { requestJson } from "@/client/request";
import type { SavedCard } from "./types";

/** The viewer's saved cards (GET /api/users/cards), loaded on mount; the default one preselected. */
export function useCards() {
  const [cards, setCards] = useState<SavedCard[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  // State changes only in the promise callbacks: the mount effect calls this directly.
  const load = useCallback(
    () =>
      requestJson<{ cards: SavedCard[] }>("/api/users/cards")
        .then(
          (body) => {
            setCards(body.cards);
            setSelected((current) =>
              current && body.cards.some((c) => c.id === current)
                ? current
                : ((body.cards.find((c) => c.isDefault) ?? body.cards[0])?.id ?? null),
            );
          },
          (err: unknown) => {
            console.warn("cards load failed", err);
            setFailed(true);
          },
        )
        .finally(() => setLoading(false)),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  function added(card: SavedCard) {
    setCards((prev) => [...prev.filter((c) => c.id !== card.id), card]);
    setSelected(card.id);
  }

  return { cards, selected, setSelected, loading, failed, added };
}
