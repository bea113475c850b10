import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales,
  defaultLocale,
  // "/login" is Tunisian, "/fr/login" French, "/en/login" English.
  localePrefix: "as-needed",
  // A lasting cookie (next-intl's default is a session cookie) so the choice survives visits.
  localeCookie: { maxAge: ONE_YEAR_SECONDS },
});
