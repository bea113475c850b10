"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import type { AccessResponse } from "./signed-url";

const SeededAccess = createContext<Readonly<Record<string, Omit<AccessResponse, "success">>> | undefined>(undefined);

/**
 * Photos' access answers read by the server with the page (GET /api/users/content/access/{key}'s,
 * by media key; the signed-in home's first page, decision 096): a photo below shows at once from
 * its answer instead of asking for it after the page has loaded.
 */
export function SeededAccessProvider({ access, children }: { access?: Record<string, Omit<AccessResponse, "success">>; children: ReactNode }) {
  return <SeededAccess.Provider value={access}>{children}</SeededAccess.Provider>;
}

/** A seeded link this close to its expiry is not used: the tile asks for a fresh one. */
const MARGIN_MS = 5000;

/**
 * The access answer the server gave with the page for a media key, while its link is valid,
 * decided once when the tile mounts (a tile shown again after the links expired, a refreshed
 * feed's, asks for a fresh one).
 */
export function useSeededAccess(key: string): AccessResponse | undefined {
  const seeded = useContext(SeededAccess)?.[key];
  const [usable] = useState(() => {
    const expiresAt = (seeded as { expiresAt?: string } | undefined)?.expiresAt;
    return seeded !== undefined && (!expiresAt || Date.parse(expiresAt) - Date.now() > MARGIN_MS);
  });
  return usable && seeded ? { success: true, ...seeded } : undefined;
}
