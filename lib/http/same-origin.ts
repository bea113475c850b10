import { forbidden } from "@/lib/errors";
import { appUrl } from "@/lib/env";

/** Methods that change something: the ones a cross-site page must not make a browser send with its cookies. */
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "CROSS_SITE_REFUSED";

/** Requests that authenticate with a bearer token (API clients): a browser never adds one by itself. */
function hasBearer(headers: Headers): boolean {
  return /^bearer\s+\S/i.test(headers.get("authorization") ?? "");
}

/**
 * Refuses (403) a browser's write that another site started (CSRF, login CSRF): an unsafe method
 * without a bearer token whose Sec-Fetch-Site is not same-origin, or, from browsers that do not
 * send Sec-Fetch-Site, whose Origin is not APP_URL's. Requests with neither header (non-browser
 * clients) and requests carrying a bearer token pass. Called by the route() wrapper for every API
 * route; next-auth's own routes have their CSRF token.
 */
export function assertSameOrigin(req: Request): void {
  if (!UNSAFE.has(req.method) || hasBearer(req.headers)) return;
  const site = req.headers.get("sec-fetch-site");
  // Computed by the browser: "same-origin" cannot be claimed by another site's page. "none" is a
  // request the user started (address bar, bookmark). "same-site" is refused too: a sibling
  // subdomain may belong to someone else.
  if (site) {
    if (site === "same-origin" || site === "none") return;
    throw forbidden(CROSS_SITE_MESSAGE);
  }
  const origin = req.headers.get("origin");
  if (origin === null) return;
  if (origin !== new URL(appUrl()).origin) throw forbidden(CROSS_SITE_MESSAGE);
}
