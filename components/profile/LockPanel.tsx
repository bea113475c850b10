"use client";

import { useTranslations } from "next-intl";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { useMoney } from "@/components/payments/money";
import { SignInLink } from "@/components/auth/SignInLink";

interface LockPanelProps {
  name: string;
  price: number;
  /** false when the creator has no price: the button is shown but cannot subscribe */
  canSubscribe: boolean;
  signedIn: boolean;
  /** opens the checkout confirmation */
  onSubscribe: () => void;
}

/** What a visitor without a subscription sees instead of the posts. */
export function LockPanel({ name, price, canSubscribe, signedIn, onSubscribe }: LockPanelProps) {
  const t = useTranslations("PublicProfile");
  const money = useMoney();
  const label = t("subscribeFor", { price: money.format(price) });
  return (
    <section
      className="flex flex-col items-center rounded-[var(--radius-card)] border border-line bg-surface px-6 py-14 text-center"
      data-testid="lock-panel"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-accent/15 text-accent">
        <Lock className="size-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-bold">{t("exclusiveContent")}</h2>
      <p className="mt-2 max-w-md text-muted">{t("lockedBody", { name })}</p>
      {!signedIn ? (
        <SignInLink className={buttonClasses("primary", "lg", "mt-6")}>
          {label}
        </SignInLink>
      ) : (
        <Button size="lg" className="mt-6" onClick={onSubscribe} disabled={!canSubscribe}>
          {label}
        </Button>
      )}
    </section>
  );
}
