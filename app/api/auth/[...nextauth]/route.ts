import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth's own endpoints (/api/auth/session, /csrf, /callback/credentials, /signout ...).
// /api/auth/login and /api/auth/verify are our REST routes and take precedence over this catch-all.
async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(req, { params: await ctx.params });
}

export { handler as GET, handler as POST };
