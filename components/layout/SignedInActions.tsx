import type { SessionUser } from "@/client/session-user";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { useUnreadPush } from "@/components/notifications/useUnreadPush";
import { MessagesLink } from "./MessagesLink";
import { MobileMenu } from "./MobileMenu";
import { ProfileMenu } from "./ProfileMenu";

/** The signed-in end of the header: bell, messages and profile menu (a menu button below 768 px). */
export function SignedInActions({ user }: { user: SessionUser }) {
  // the bell's and the message badge's counts, pushed the moment they change
  useUnreadPush();
  return (
    <>
      <NotificationBell />
      <MessagesLink className="max-md:hidden" />
      <div className="max-md:hidden">
        <ProfileMenu user={user} />
      </div>
      <MobileMenu user={user} />
    </>
  );
}
