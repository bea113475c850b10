import type { SessionUser } from "@/lib/client/session-user";
import { ProfileMenu } from "./ProfileMenu";

/** The signed-in end of the header. Bell and messages icons go before the profile menu. */
export function SignedInActions({ user }: { user: SessionUser }) {
  return <ProfileMenu user={user} />;
}
