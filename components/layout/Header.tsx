"use client";

import dynamic from "next/dynamic";
import { useSession } from "@/client/session";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { SignedOutActions } from "./SignedOutActions";

// A visitor's pages do not load the member's header (search, bell, menus): their code comes in
// its own chunks, fetched only when a member is signed in (rendered on the server all the same).
const HeaderSearch = dynamic(() => import("@/components/search/HeaderSearch").then((m) => m.HeaderSearch));
const SignedInActions = dynamic(() => import("./SignedInActions").then((m) => m.SignedInActions));

/**
 * Layout: logo at the start, the search box in the middle (signed in, from 768 px; on phones
 * it lives in the menu panel), then the language switcher and the session-dependent actions.
 */
export function Header() {
  const user = useSession().data?.user;
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Logo />
        <div className="flex flex-1 justify-center">
          {user && <HeaderSearch className="w-full max-w-md max-md:hidden" />}
        </div>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          {user ? <SignedInActions user={user} /> : <SignedOutActions />}
        </div>
      </div>
    </header>
  );
}
