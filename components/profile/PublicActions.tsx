"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { BadgeCheck, Gift, MessageCircle, UserPlus } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { TipDialog } from "@/components/tips/TipDialog";
import type { PublicProfileData } from "./types";
import type { usePublicSubscription } from "./usePublicSubscription";

interface PublicActionsProps {
  profile: PublicProfileData;
  signedIn: boolean;
  sub: ReturnType<typeof usePublicSubscription>;
}

/** Subscribe / Subscribed, message and tip; anonymous visitors are sent to /login. */
export function PublicActions({ profile, signedIn, sub }: PublicActionsProps) {
  const t = useTranslations("PublicProfile");
  const [tipOpen, setTipOpen] = useState(false);
  const chatHref = `/chat?user=${encodeURIComponent(profile.username)}`;
  const hasPrice = profile.subscriptionPrice !== null;

  if (!signedIn) {
    return (
      <>
        {hasPrice && (
          <Link href="/login" className={buttonClasses("primary", "md")}>
            <UserPlus className="size-4" aria-hidden />
            {t("subscribe")}
          </Link>
        )}
        <Link href="/login" className={buttonClasses("secondary", "md")}>
          <MessageCircle className="size-4" aria-hidden />
          {t("message")}
        </Link>
        <Link href="/login" className={buttonClasses("secondary", "md")}>
          <Gift className="size-4" aria-hidden />
          {t("tip")}
        </Link>
      </>
    );
  }

  return (
    <>
      {sub.subscribed ? (
        <>
          <Link href={chatHref} className={buttonClasses("primary", "md")}>
            <MessageCircle className="size-4" aria-hidden />
            {t("messages")}
          </Link>
          <Button variant="secondary" onClick={() => void sub.unsubscribe()} loading={sub.busy} title={t("unsubscribeHint")}>
            <BadgeCheck className="size-4 text-ok" aria-hidden />
            {t("subscribedButton")}
          </Button>
        </>
      ) : (
        <>
          {hasPrice && (
            <Button onClick={() => void sub.subscribe()} loading={sub.busy}>
              <UserPlus className="size-4" aria-hidden />
              {t("subscribe")}
            </Button>
          )}
          <Link href={chatHref} className={buttonClasses("secondary", "md")}>
            <MessageCircle className="size-4" aria-hidden />
            {t("message")}
          </Link>
        </>
      )}
      <Button variant="secondary" onClick={() => setTipOpen(true)}>
        <Gift className="size-4" aria-hidden />
        {t("tip")}
      </Button>
      <TipDialog
        open={tipOpen}
        onClose={() => setTipOpen(false)}
        recipient={{ username: profile.username, firstName: profile.firstName }}
      />
    </>
  );
}
