import type { Session } from "next-auth";
import { ProfileMenu } from "./ProfileMenu";

/** The signed-in end of the header. Bell and messages icons go before the profile menu. */
export function SignedInActions({ user }: { user: Session["user"] }) {
  return <ProfileMenu user={user} />;
}
