import { cache } from "react";
import { getServerSession, type Session } from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

/**
 * The browser's session as `/api/auth/session` answers it, read while rendering the page (once per
 * request). The layout hands it to next-auth's SessionProvider, so the first paint already shows
 * the signed-in or signed-out header and home page: no loading placeholder, no layout shift, no
 * session request after load.
 */
export const pageSession = cache(async (): Promise<Session | null> => {
  const session = await getServerSession(authOptions());
  return session?.user ? session : null;
});
