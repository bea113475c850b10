import { createRequire } from "node:module";
import { clientAddress, fromTrustedProxy } from "@/lib/http/client-address";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * Where a visitor is: their country (ISO 3166-1 alpha-2) from the client address as
 * lib/http/client-address.ts resolves it (the TCP peer, or X-Forwarded-For through declared
 * TRUSTED_PROXIES), looked up in geoip-country's offline database (decision 037); their region
 * (ISO 3166-2, "US-TX") only when a trusted proxy says so in GEO_REGION_HEADER (the database holds
 * countries only). Unknown (a private or unlisted address, no server that knows the peer): null.
 */
export type VisitorLocation = { country: string | null; region: string | null };

type GeoIp = { lookup(ip: string): { country: string } | null };
let geoip: GeoIp | null | undefined;

/** geoip-country, loaded on first use only (16 MB of tables, ~30 ms), then kept for the process. */
function database(): GeoIp | null {
  if (geoip === undefined) {
    try {
      geoip = createRequire(import.meta.url)("geoip-country") as GeoIp;
    } catch (err) {
      log.error({ err }, "the IP-to-country database could not be loaded: every visitor's country is unknown");
      geoip = null;
    }
  }
  return geoip;
}

const COUNTRY = /^[A-Z]{2}$/;
const REGION = /^[A-Z0-9]{1,3}$/;

/** The country of an address, or null (unknown, private, malformed). */
export function countryOfAddress(address: string): string | null {
  if (!address || address === "unknown") return null;
  const hit = database()?.lookup(address.replace(/^::ffff:/i, ""));
  const country = hit?.country?.toUpperCase();
  return country && COUNTRY.test(country) ? country : null;
}

/** The region a trusted proxy gives in GEO_REGION_HEADER, as "CC-RRR" for `country`, or null. */
function regionFrom(headers: Headers, country: string | null): string | null {
  const name = env().GEO_REGION_HEADER.trim();
  if (!name || !country || !fromTrustedProxy(headers)) return null;
  const raw = headers.get(name)?.trim().toUpperCase();
  if (!raw) return null;
  const [head, tail] = raw.includes("-") ? raw.split("-", 2) : [country, raw];
  if (head !== country || !tail || !REGION.test(tail)) return null;
  return `${country}-${tail}`;
}

/** The location of the headers' client (for pages: see lib/geo/page-visitor.ts). */
export function locationOf(headers: Headers): VisitorLocation {
  const country = countryOfAddress(clientAddress(headers));
  return { country, region: regionFrom(headers, country) };
}

/** The visitor's country and region (null when unknown). */
export function visitorLocation(req: Request): { country: string | null; region: string | null } {
  return locationOf(req.headers);
}
