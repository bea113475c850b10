// Next.js runs this file in the browser before any of the app's code (instrumentation-client).
// Tunisian counts with Arabic's plural rules there too (shared/i18n/tunisian-plurals.ts). It must
// be installed before the first message is formatted: use-intl takes `Intl.PluralRules` when the
// root layout's NextIntlClientProvider first renders, and that provider sits above every component
// of ours, so an import in one of them came too late and the browser counted Tunisian as Setswana
// ("2 تصويرة" where the server had written "زوز تصاور").
import "@/shared/i18n/tunisian-plurals";
