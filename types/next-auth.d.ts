import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    /** Bearer JWT for API and realtime calls. */
    accessToken: string;
    user: {
      id: string;
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      profileImage: string | null;
      role: string;
    } & Omit<DefaultSession["user"], "email">;
  }
}
