"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Session } from "next-auth";

// The browser's session without next-auth's React client (docs/decisions/088): the layout reads the
// session on the server (lib/auth/page-session.ts) and hands it to SessionProvider, so the first
// paint knows it; `next-auth/react` (about 12 kB compressed) is imported only when someone signs in
// or out (signIn/signOut below). What next-auth's provider did and this one keeps:
// - `useSession()` answers { data, status, update } (status "authenticated" | "unauthenticated");
// - after signIn/signOut the session is read again (GET /api/auth/session), so the header changes
//   without a reload;
// - it is read again when the tab becomes visible, and when another tab signs in or out (next-auth's
//   "nextauth.message" storage event, which its signIn/signOut still post).

export type SessionStatus = "authenticated" | "unauthenticated";
export type SessionState = { data: Session | null; status: SessionStatus; update: () => Promise<Session | null> };

const SESSION_URL = "/api/auth/session";
/** next-auth's cross-tab message key (its signIn/signOut write it in localStorage). */
const BROADCAST_KEY = "nextauth.message";

const listeners = new Set<(session: Session | null) => void>();

/** Reads the session from the server and hands it to every mounted SessionProvider. */
export async function refreshSession(): Promise<Session | null> {
  let session: Session | null = null;
  try {
    const res = await fetch(SESSION_URL, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!res.ok) return null;
    const body = (await res.json()) as Session | Record<string, never> | null;
    session = body && "user" in body && body.user ? (body as Session) : null;
  } catch {
    return null;
  }
  for (const listener of listeners) listener(session);
  return session;
}

const SessionContext = createContext<SessionState | null>(null);

/** The session the server rendered the page with (null when signed out), kept current in the browser. */
export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  const [current, setCurrent] = useState<Session | null>(session);
  // a new server render (router.refresh(), another page's layout) brings the server's session
  const [given, setGiven] = useState(session);
  if (given !== session) {
    setGiven(session);
    setCurrent(session);
  }

  useEffect(() => {
    const listener = (next: Session | null) => setCurrent(next);
    listeners.add(listener);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshSession();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === BROADCAST_KEY && e.newValue) void refreshSession();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const update = useCallback(() => refreshSession(), []);
  const value = useMemo<SessionState>(
    () => ({ data: current, status: current?.user ? "authenticated" : "unauthenticated", update }),
    [current, update],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

const SIGNED_OUT: SessionState = { data: null, status: "unauthenticated", update: async () => null };

/** The current session (outside a SessionProvider: signed out). */
export function useSession(): SessionState {
  return useContext(SessionContext) ?? SIGNED_OUT;
}

type SignInOptions = { redirect: false } & Record<string, string | boolean>;

/** next-auth's signIn (loaded now), then the session read again for the page. */
export async function signIn(provider: string, options: SignInOptions) {
  const { signIn: nextAuthSignIn } = await import("next-auth/react");
  const result = await nextAuthSignIn(provider, options);
  if (result?.ok && !result.error) await refreshSession();
  return result;
}

/** next-auth's signOut (loaded now, no redirect), then the page's session is emptied. */
export async function signOut(): Promise<void> {
  const { signOut: nextAuthSignOut } = await import("next-auth/react");
  await nextAuthSignOut({ redirect: false });
  for (const listener of listeners) listener(null);
}
