"use client";

import { MessageCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { CountBadge } from "@/components/notifications/CountBadge";
import { useMessageUnread } from "@/components/notifications/useMessageUnread";

export function MessagesLink({ className }: { className?: string }) {
  const t = useTranslations("Nav");
  const unread = useMessageUnread();
  return (
    <Link
      href="/chat"
      aria-label={unread > 0 ? t("messagesWithCount", { count: unread }) : t("messages")}
      data-testid="messages-link"
      className={`relative flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink ${className ?? ""}`}
    >
      <MessageCircle className="size-5" aria-hidden />
      <CountBadge count={unread} testId="messages-badge" />
    </Link>
  );
}
