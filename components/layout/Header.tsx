"use client";

import { useSession } from "next-auth/react";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { SignedInActions } from "./SignedInActions";
import { SignedOutActions } from "./SignedOutActions";

/**
 * Layout: logo at the start, an optional middle slot (the search box, for signed-in users),
 * then the language switcher and the session-dependent actions at the end.
 */
export function Header() {
  const { data: session, status } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Logo />
        <div className="flex-1" />
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          {status === "authenticated" && session.user && <SignedInActions user={session.user} />}
          {status === "unauthenticated" && <SignedOutActions />}
          {status === "loading" && <span className="h-9 w-24 animate-pulse rounded-full bg-surface-2" aria-hidden />}
        </div>
      </div>
    </header>
  );
}
