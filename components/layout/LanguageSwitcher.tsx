"use client";

import { Check, ChevronDown, Globe } from "lucide-react";
import { useCallback, useRef, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/i18n/navigation";
import { switcherLocales, type Locale } from "@/i18n/locales";
import { menuItem, menuPanel } from "@/components/ui/menu-styles";
import { useDismiss } from "@/components/ui/useDismiss";

export function LanguageSwitcher() {
  const t = useTranslations("Language");
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  function choose(locale: Locale) {
    setOpen(false);
    if (locale === current) return;
    // next-intl's router also stores the choice in the locale cookie.
    startTransition(() => router.replace(pathname, { locale }));
  }

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t("label")}: ${t(current)}`}
        disabled={pending}
        className="flex h-9 items-center gap-1 rounded-full border border-line px-2.5 text-sm sm:gap-1.5 sm:px-3 text-muted transition hover:border-accent/60 hover:text-ink"
      >
        <Globe className="size-4" aria-hidden />
        <span className="hidden sm:inline">{t(current)}</span>
        <ChevronDown className="size-3.5" aria-hidden />
      </button>
      {open && (
        <ul role="menu" aria-label={t("label")} className={menuPanel}>
          {switcherLocales.map((locale) => {
            const selected = locale === current;
            return (
              <li key={locale} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={selected}
                  lang={locale}
                  onClick={() => choose(locale)}
                  className={menuItem}
                >
                  <span className="flex-1">{t(locale)}</span>
                  {selected && <Check className="size-4 text-accent" aria-hidden />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
