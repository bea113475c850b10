import { z } from "@/shared/zod";
import { isCountryCode, isRegionCode } from "@/shared/validation/countries";

/** At most this many regions in a creator's geo-block (countries are bounded by the ISO list). */
export const MAX_GEO_BLOCK_REGIONS = 200;
export const MAX_GEO_BLOCK_COUNTRIES = 250;

const upper = (s: string) => s.trim().toUpperCase();

/** PUT /api/users/geo-block {countries, regions}: the whole list, replacing the previous one. */
export const geoBlockInputSchema = z.object({
  countries: z
    .array(z.string().max(8).transform(upper).refine(isCountryCode, "Unknown country code (ISO 3166-1 alpha-2, e.g. FR)"))
    .max(MAX_GEO_BLOCK_COUNTRIES, `At most ${MAX_GEO_BLOCK_COUNTRIES} countries`)
    .transform((l) => [...new Set(l)].sort()),
  regions: z
    .array(z.string().max(12).transform(upper).refine(isRegionCode, "Unknown region code (ISO 3166-2, e.g. US-TX)"))
    .max(MAX_GEO_BLOCK_REGIONS, `At most ${MAX_GEO_BLOCK_REGIONS} regions`)
    .default([])
    .transform((l) => [...new Set(l)].sort()),
});
export type GeoBlockInput = z.infer<typeof geoBlockInputSchema>;
