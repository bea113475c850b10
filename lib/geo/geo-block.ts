import { prisma } from "@/lib/db";
import type { GeoBlockInput } from "@/shared/schemas/geo-block";

/**
 * A creator's geo-block: the countries and regions their profile and content are closed to. What
 * it closes is THE rule of lib/access/audience.ts; this module only stores and reads the lists.
 */
export async function getGeoBlock(userId: string) {
  const row = await prisma.creatorGeoBlock.findUnique({ where: { creatorId: userId }, select: { countries: true, regions: true, updatedAt: true } });
  return { countries: row?.countries ?? [], regions: row?.regions ?? [], updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** PUT /api/users/geo-block: replaces both lists (empty lists remove the row: visible everywhere). */
export async function setGeoBlock(userId: string, input: GeoBlockInput) {
  if (input.countries.length === 0 && input.regions.length === 0) {
    await prisma.creatorGeoBlock.deleteMany({ where: { creatorId: userId } });
    return { countries: [], regions: [], updatedAt: null };
  }
  const row = await prisma.creatorGeoBlock.upsert({
    where: { creatorId: userId },
    create: { creatorId: userId, countries: input.countries, regions: input.regions },
    update: { countries: input.countries, regions: input.regions },
    select: { countries: true, regions: true, updatedAt: true },
  });
  return { countries: row.countries, regions: row.regions, updatedAt: row.updatedAt.toISOString() };
}
