import type { Session } from "next-auth";

/** The signed-in user as the session exposes it. */
export type SessionUser = NonNullable<Session["user"]>;
