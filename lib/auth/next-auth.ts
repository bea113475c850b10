import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { AppError } from "@/lib/errors";
import { completeTwoFactorSignIn, loginMember } from "@/lib/auth/accounts";
import { clientInfo } from "@/lib/auth/client-info";
import { endSession, renewSessionToken, verifySession } from "@/lib/auth/sessions";
import { twoFactorLoginSchema } from "@/shared/schemas/auth";
import { ACCOUNT_REFUSAL_CODES, ACCOUNT_REFUSED_PREFIX, TWO_FACTOR_PREFIX } from "@/shared/sign-in-error";
import type { Role } from "@/lib/auth/token";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { publicImageUrl } from "@/lib/media/urls";
import { validate } from "@/lib/http/parse";
import { loginSchema } from "@/shared/schemas/users";


type SignedIn = { id: string; role: Role; username: string; name: string; sid: string };

/** Credentials: {email, password}, or {challenge, code} for the second step of a two-factor sign-in. */
async function signInWith(credentials: Record<string, string> | undefined, req: Request): Promise<SignedIn> {
  const client = clientInfo(req);
  if (credentials?.challenge) {
    const input = validate(twoFactorLoginSchema, { challenge: credentials.challenge, code: credentials.code ?? "" });
    const { user, sessionId } = await completeTwoFactorSignIn(input, client, "member");
    return { id: user.id, role: user.role, username: user.username, name: user.firstName, sid: sessionId };
  }
  const result = await loginMember(validate(loginSchema, credentials ?? {}), client);
  if (result.twoFactorRequired) throw new Error(TWO_FACTOR_PREFIX + result.challenge);
  const { user, sessionId } = result;
  return { id: user.id, role: user.role, username: user.username, name: user.firstName, sid: sessionId };
}

/**
 * The browser's session. The session cookie (httpOnly, SameSite=Lax, Secure under https) holds
 * the same HS256 JWT that the API accepts as a bearer token, naming its server-side session; it
 * is renewed on use up to the session's absolute end. No token is ever handed to page scripts.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: env().AUTH_SECRET ?? env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: env().TOKEN_TTL_SECONDS },
    pages: { signIn: "/login" },
    // A cookie of an ended session is expected (signed out elsewhere): not an error worth a log line.
    logger: {
      error(code, metadata) {
        if (code === "JWT_SESSION_ERROR") return;
        log.error({ code, metadata }, "next-auth error");
      },
      warn(code) {
        log.warn({ code }, "next-auth warning");
      },
      debug() {},
    },
    jwt: {
      async encode({ token }) {
        if (!token?.sub || typeof token.sid !== "string") return "";
        const renewed = await renewSessionToken({
          sub: token.sub,
          role: (token.role as Role) ?? "MEMBER",
          username: String(token.username ?? ""),
          sid: token.sid,
        });
        return renewed ?? "";
      },
      async decode({ token }) {
        const claims = await verifySession(token);
        return claims ? { sub: claims.sub, role: claims.role, username: claims.username, sid: claims.sid } : null;
      },
    },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: { email: { type: "email" }, password: { type: "password" }, challenge: { type: "text" }, code: { type: "text" } },
        async authorize(credentials, req) {
          const headers = new Headers();
          for (const [k, v] of Object.entries((req?.headers ?? {}) as Record<string, string | string[] | undefined>)) {
            if (typeof v === "string") headers.set(k, v);
          }
          try {
            return await signInWith(credentials as Record<string, string> | undefined, new Request("http://internal/", { headers }));
          } catch (err) {
            // next-auth passes this message to signIn()'s `error`.
            // a refused account (suspended, banned): its code, which the form shows in the reader's language
            if (err instanceof AppError && err.code && ACCOUNT_REFUSAL_CODES.includes(err.code)) throw new Error(`${ACCOUNT_REFUSED_PREFIX}${err.code}`);
            if (err instanceof AppError) throw new Error(err.message);
            if (err instanceof Error && err.message.startsWith(TWO_FACTOR_PREFIX)) throw err;
            throw new Error("Login failed. Please try again.");
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SignedIn;
          token.sub = u.id;
          token.role = u.role;
          token.username = u.username;
          token.sid = u.sid;
        }
        return token;
      },
      async session({ session, token }) {
        // Fresh profile fields on each session read, so a renamed user sees the new name.
        const { getVerifiedUser } = await import("@/lib/users/me");
        const sub = String(token.sub);
        const data = await getVerifiedUser(sub).catch(() => null);
        if (!data) return { ...session, user: undefined, expires: new Date(0).toISOString() } as typeof session;
        return {
          ...session,
          user: {
            id: data._id,
            username: data.username,
            email: data.email,
            firstName: data.firstName,
            lastName: data.lastName,
            name: `${data.firstName} ${data.lastName}`.trim(),
            profileImage: data.profileImage ?? publicImageUrl(null),
            role: data.role,
          },
        };
      },
    },
    events: {
      // next-auth's sign-out (the site's "Sign out") ends the server-side session too.
      async signOut({ token }) {
        if (typeof token?.sid === "string") await endSession(token.sid);
      },
    },
  };
}
