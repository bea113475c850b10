// Tunisian (`tn`) shares its code with Setswana, so Intl counts "tn" with Setswana's plural
// rules (one, other) and ICU messages of the tn dictionary could never pick `two`, `few` or
// `many`: "باقي 30 أيّام" instead of "باقي 30 يوم". Tunisian counts like Arabic (nhar, nharin,
// 3-10 ayyem, 11+ youm), so plural rules asked for "tn" are Arabic's (ar-TN). Installed once per
// JavaScript realm, before any message is formatted: by i18n/request.ts (server), by
// instrumentation-client.ts (browser, before the app's code) and by lib/notifications/render.ts.

const TUNISIAN = /^tn(-|$)/i;

/** The locale whose plural rules a language counts with (tn -> ar-TN; others unchanged). */
export function pluralRulesLocale(locale: string): string {
  return TUNISIAN.test(locale) ? "ar-TN" : locale;
}

type Locales = string | readonly string[] | undefined;

function mapLocales(locales: Locales): Locales {
  if (typeof locales === "string") return pluralRulesLocale(locales);
  return locales?.map(pluralRulesLocale);
}

const MARK = Symbol.for("velvet.tunisianPluralRules");

/** Makes `new Intl.PluralRules("tn")` count with Arabic's rules. Idempotent. */
export function installTunisianPluralRules(): void {
  const Native = Intl.PluralRules as typeof Intl.PluralRules & { [MARK]?: true };
  if (Native[MARK]) return;
  class PluralRules extends Native {
    constructor(locales?: Locales, options?: Intl.PluralRulesOptions) {
      super(mapLocales(locales) as string | string[] | undefined, options);
    }
    static [MARK] = true as const;
  }
  Object.defineProperty(Intl, "PluralRules", { value: PluralRules, writable: true, configurable: true, enumerable: false });
}

installTunisianPluralRules();
