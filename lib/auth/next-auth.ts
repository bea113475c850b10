import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { AppError } from "@/lib/errors";
import { loginMember } from "@/lib/auth/accounts";
import { signToken, verifyToken, type Role } from "@/lib/auth/token";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { publicImageUrl } from "@/lib/media/urls";
import { validate } from "@/lib/http/parse";
import { loginSchema } from "@/lib/users/schemas";

/**
 * The browser's session. The session cookie holds the same HS256 JWT that the API accepts as a
 * bearer token (custom encode/decode), so cookie and bearer resolve to the same viewer.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: env().AUTH_SECRET ?? env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: env().TOKEN_TTL_SECONDS },
    pages: { signIn: "/login" },
    jwt: {
      async encode({ token }) {
        if (!token?.sub) return "";
        return signToken({ sub: token.sub, role: (token.role as Role) ?? "MEMBER", username: String(token.username ?? "") });
      },
      async decode({ token }) {
        const claims = await verifyToken(token);
        return claims ? { sub: claims.sub, role: claims.role, username: claims.username } : null;
      },
    },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          const raw = (req?.headers ?? {}) as Record<string, string | undefined>;
          const client = clientAddress(new Headers(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === "string")));
          try {
            const input = validate(loginSchema, credentials ?? {});
            const { user } = await loginMember(input, client);
            return { id: user.id, role: user.role, username: user.username, name: user.firstName };
          } catch (err) {
            // next-auth passes this message to signIn()'s `error`.
            if (err instanceof AppError) throw new Error(err.message);
            throw new Error("Login failed. Please try again.");
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; role: Role; username: string };
          token.sub = u.id;
          token.role = u.role;
          token.username = u.username;
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
          accessToken: await signToken({ sub, role: (token.role as Role) ?? "MEMBER", username: data.username }),
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
  };
}
