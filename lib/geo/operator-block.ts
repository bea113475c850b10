import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { countryOfAddress } from "@/lib/geo/visitor";
import { clientAddress } from "@/lib/http/client-address";
import { headerLanguage } from "@/lib/http/header-language";
import { errorText } from "@/lib/i18n/error-text";
import { isCountryCode } from "@/shared/validation/countries";

/**
 * The operator's country block (BLOCKED_COUNTRIES): visitors from those countries get nothing of
 * the service, pages and API alike: a 451 answer (JSON with code COUNTRY_BLOCKED for /api, a small
 * page in the four languages otherwise). Checked by scripts/serve.ts before the request reaches
 * Next, where the peer address is known. The probes (/api/health, /api/ready) always answer.
 */
export const COUNTRY_BLOCKED = "COUNTRY_BLOCKED";
const EXEMPT = new Set(["/api/health", "/api/ready"]);

let blocked: ReadonlySet<string> | undefined;

/** BLOCKED_COUNTRIES as a set of ISO codes; unknown codes are logged and ignored. */
export function blockedCountries(): ReadonlySet<string> {
  if (!blocked) {
    const codes = env()
      .BLOCKED_COUNTRIES.split(",")
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    const unknown = codes.filter((c) => !isCountryCode(c));
    if (unknown.length) log.warn({ unknown }, "BLOCKED_COUNTRIES holds codes that are not ISO 3166-1 alpha-2 countries; they are ignored");
    blocked = new Set(codes.filter(isCountryCode));
  }
  return blocked;
}

const PAGE = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Velvet</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;text-align:center">
<h1>Velvet</h1>
<p lang="ar">هذه الخدمة غير متوفرة في منطقتك.</p>
<p lang="fr" dir="ltr">Ce service n'est pas disponible dans votre région.</p>
<p lang="en" dir="ltr">This service is not available in your region.</p>
</body></html>`;

/** The answer to a request from a blocked country, or null to let it through. */
export function operatorBlockAnswer(headers: Headers, pathname: string): { status: 451; headers: Record<string, string>; body: string } | null {
  const countries = blockedCountries();
  if (countries.size === 0 || EXEMPT.has(pathname.replace(/\/+$/, ""))) return null;
  const country = countryOfAddress(clientAddress(headers));
  if (!country || !countries.has(country)) return null;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const message = errorText(COUNTRY_BLOCKED, headerLanguage(headers, pathname)) ?? "This service is not available in your region";
    const body = JSON.stringify({ success: false, code: COUNTRY_BLOCKED, message });
    return { status: 451, headers: { "content-type": "application/json", "cache-control": "no-store" }, body };
  }
  return { status: 451, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, body: PAGE };
}
