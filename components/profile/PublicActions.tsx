"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { BadgeCheck, CreditCard, Gift, MessageCircle, RefreshCw, UserPlus } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { MemberMenu } from "@/components/blocks/MemberMenu";
import { ReportMenu } from "@/components/moderation/ReportMenu";
import type { PublicProfileData } from "./types";
import type { usePublicSubscription } from "./usePublicSubscription";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const TipDialog = dynamic(() => import("@/components/tips/TipDialog").then((m) => m.TipDialog));

interface PublicActionsProps {
  profile: PublicProfileData;
  sub: ReturnType<typeof usePublicSubscription>;
}

/**
 * A signed-in member's buttons on a profile, by their subscription: Subscribe (checkout), Subscribed
 * (click to cancel), Turn renewal back on (cancelled, still running), Update card (renewal failed);
 * message and tip; report and block. A visitor's are links to sign-in (PublicProfile).
 */
export function PublicActions({ profile, sub }: PublicActionsProps) {
  const t = useTranslations("PublicProfile");
  const ts = useTranslations("SubscriptionState");
  const [tipOpen, setTipOpen] = useState(false);
  const chatHref = `/chat?user=${encodeURIComponent(profile.username)}`;
  const hasPrice = profile.subscriptionPrice !== null;

  const chat = (
    <Link href={chatHref} className={buttonClasses(sub.access ? "primary" : "secondary", "md")}>
      <MessageCircle className="size-4" aria-hidden />
      {sub.access ? t("messages") : t("message")}
    </Link>
  );

  return (
    <>
      {sub.status === "active" ? (
        <>
          {chat}
          <Button variant="secondary" onClick={() => void sub.unsubscribe()} loading={sub.busy} title={t("unsubscribeHint")}>
            <BadgeCheck className="size-4 text-ok" aria-hidden />
            {t("subscribedButton")}
          </Button>
        </>
      ) : sub.status === "cancelled" ? (
        <>
          {chat}
          {hasPrice && (
            <Button variant="secondary" onClick={() => sub.checkout()} disabled={!sub.ready}>
              <RefreshCw className="size-4" aria-hidden />
              {ts("turnRenewalOn")}
            </Button>
          )}
        </>
      ) : (
        <>
          {hasPrice &&
            (sub.status === "past_due" ? (
              <Button onClick={() => sub.checkout()} disabled={!sub.ready}>
                <CreditCard className="size-4" aria-hidden />
                {ts("updateCard")}
              </Button>
            ) : (
              <Button onClick={() => sub.checkout()} loading={!sub.ready}>
                <UserPlus className="size-4" aria-hidden />
                {t("subscribe")}
              </Button>
            ))}
          {chat}
        </>
      )}
      <Button variant="secondary" onClick={() => setTipOpen(true)}>
        <Gift className="size-4" aria-hidden />
        {t("tip")}
      </Button>
      {tipOpen && <TipDialog open={tipOpen} onClose={() => setTipOpen(false)} recipient={{ username: profile.username, firstName: profile.firstName }} />}
      <ReportMenu targetType="user" targetId={profile._id} />
      <MemberMenu username={profile.username} />
    </>
  );
}
