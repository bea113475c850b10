// The part of geoip-country's API the app uses (lib/geo/visitor.ts); the package ships no types.
declare module "geoip-country" {
  export function lookup(ip: string): { country: string } | null;
}
