"use client";

import { LogOut, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import type { SessionUser } from "@/lib/client/session-user";
import { Button } from "@/components/ui/Button";
import { useSignOut } from "@/components/auth/useSignOut";

/** Placeholder home for a signed-in user; the feed replaces it. */
export function WelcomeHome({ user }: { user: SessionUser }) {
  const t = useTranslations("Home");
  const signOut = useSignOut();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-8 sm:p-10">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent/10 text-accent ring-1 ring-accent/30">
          <Sparkles className="size-6" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("welcome", { firstName: user.firstName || user.username })}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t("placeholder")}</p>
        <Button variant="secondary" className="mt-8" onClick={() => void signOut()}>
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("signOut")}
        </Button>
      </div>
    </section>
  );
}
