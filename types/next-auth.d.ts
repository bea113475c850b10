import "next-auth";

declare module "next-auth" {
  interface Session {
    user?: {
      id: string;
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      name: string;
      profileImage: string | null;
      role: string;
    };
  }
}
