import { Suspense } from "react";
import { connection } from "next/server";
import { setRequestLocale } from "next-intl/server";
import { ChatApp } from "@/components/chat/ChatApp";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { publicRealtimeConfig } from "@/lib/http/realtime-url";
import { PageMessages } from "@/components/i18n/PageMessages";

export default async function ChatPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // rendered per request: the realtime address comes from this server's environment, not the build's
  await connection();
  return (
    <PageMessages namespaces={["Blocks", "Chat", "ChatOffline", "Checkout", "Identity", "MassMessages", "Moderation", "Offers", "PaidMessages", "Player", "Ppv", "Previews", "Processing", "Profile", "Tip", "Uploads", "Validation", "Vault"]}>
      <Suspense fallback={<PageSpinner />}>
        <ChatApp realtime={publicRealtimeConfig()} />
      </Suspense>
    </PageMessages>
  );
}
