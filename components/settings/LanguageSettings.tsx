"use client";

import clsx from "clsx";
import { Check } from "lucide-react";
import { useState, useTransition, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { usePathname, useRouter } from "@/i18n/navigation";
import { switcherLocales, type Locale } from "@/i18n/locales";
import { Spinner } from "@/components/ui/Spinner";
import { requestJson } from "@/client/request";

/**
 * The header switcher's behaviour (the locale cookie decides the interface language), plus the
 * choice saved to the account. If the save fails the language stays as it was.
 */
export function LanguageSettings() {
  const t = useTranslations("Language");
  const ts = useTranslations("Settings");
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [saving, setSaving] = useState<Locale | null>(null);
  const [, startTransition] = useTransition();

  // once the page is in the chosen language the save is over (whether or not this component was kept)
  const inFlight = saving !== null && saving !== current;

  async function choose(locale: Locale) {
    if (locale === current || inFlight) return;
    setSaving(locale);
    try {
      await requestJson("/api/users/locale", { method: "PUT", body: JSON.stringify({ locale }) });
    } catch {
      toast.error(ts("languageSaveFailed"));
      setSaving(null);
      return;
    }
    startTransition(() => router.replace(`${pathname}#language`, { locale }));
  }

  // Arrow keys move between the options, as in any radio group.
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=radio]")];
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    // left/right follow the reading direction
    const horizontal = event.key === "ArrowLeft" || event.key === "ArrowRight";
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    options[(at + (horizontal && rtl ? -step : step) + options.length) % options.length]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={ts("languageTitle")} onKeyDown={moveFocus} className="grid gap-3 sm:grid-cols-3">
      {switcherLocales.map((locale) => {
        const selected = locale === current;
        const busy = inFlight && saving === locale;
        return (
          <button
            key={locale}
            type="button"
            role="radio"
            aria-checked={selected}
            lang={locale}
            disabled={inFlight}
            onClick={() => void choose(locale)}
            className={clsx(
              "flex h-14 items-center justify-between gap-3 rounded-xl border px-4 text-start transition disabled:cursor-wait",
              selected ? "border-accent bg-accent/10 text-ink" : "border-line bg-canvas/60 text-muted hover:border-accent/60 hover:text-ink",
            )}
          >
            <span className="font-medium">{t(locale)}</span>
            {busy ? <Spinner className="size-4" /> : selected && <Check className="size-4 text-accent" aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
