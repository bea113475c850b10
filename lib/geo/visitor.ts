// placeholder; replaced by the geo module
// (issue 19 point 7 brings the real one: the peer address through TRUSTED_PROXIES and an offline
// IP-to-country database). Until it lands, nobody's country is known.

/** The visitor's country (ISO 3166-1 alpha-2) and region, or null when unknown. */
export function visitorLocation(req: Request): { country: string | null; region: string | null } {
  void req;
  return { country: null, region: null };
}
