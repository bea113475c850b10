import { setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { OwnProfile } from "@/components/profile/OwnProfile";
import { pageViewer } from "@/lib/auth/page-viewer";
import { PageMessages } from "@/components/i18n/PageMessages";
import { signInHref } from "@/shared/return-to";

/** /profile: signed-in only; anonymous visitors go to /login. */
export default async function OwnProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await pageViewer())) redirect({ href: signInHref("/profile"), locale });
  return (
    <PageMessages namespaces={["Checkout", "Comments", "Identity", "MassMessages", "Media", "Moderation", "Offers", "PaidMessages", "Player", "Post", "Ppv", "Previews", "Processing", "Profile", "Schedule", "Settings", "Time", "Tip", "Trials", "Validation"]}>
      <OwnProfile />
    </PageMessages>
  );
}
