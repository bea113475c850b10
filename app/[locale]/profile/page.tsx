import { setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { OwnProfile } from "@/components/profile/OwnProfile";
import { serverViewer } from "@/components/profile/server-viewer";

/** /profile: signed-in only; anonymous visitors go to /login. */
export default async function OwnProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await serverViewer())) redirect({ href: "/login", locale });
  return <OwnProfile />;
}
