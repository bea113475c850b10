// Demo data, written once per database. Whether a database gets it at all is decided by the
// launcher and `npm run db:seed` (scripts/lib/demo-seed.ts); the e2e test stack seeds its own
// fresh database. Content goes through the same lib/ functions the API uses (posts, images,
// subscriptions, likes, comments, tips, wallet), so counters, notifications and stored media
// are real.
import type { DemoAdmin } from "./demo";

export type { DemoAdmin };

const SEEDED_KEY = "demo_seeded";

export type SeedResult = { seeded: boolean; admin: DemoAdmin | null };

/**
 * Seeds demo data unless the AppMeta marker says it was done. `admin` is the demo admin's
 * one-time password when this run created that account (show it once, never store it).
 */
export async function seedIfFirstRun(databaseUrl: string): Promise<SeedResult> {
  // lib/ reads its configuration from the environment; point it at this database first.
  process.env.DATABASE_URL = databaseUrl;
  const { prisma } = await import("@/lib/db");
  try {
    if (await prisma.appMeta.findUnique({ where: { key: SEEDED_KEY } })) return { seeded: false, admin: null };
    const { seedDemoData } = await import("./demo");
    const admin = await seedDemoData();
    await prisma.appMeta.create({ data: { key: SEEDED_KEY, value: new Date().toISOString() } });
    // trending/featured read CreatorStats: fill it now so a new install shows its creators at once
    const { refreshCreatorStats } = await import("@/lib/discovery/stats");
    await refreshCreatorStats(new Date(), { wait: true });
    return { seeded: true, admin };
  } finally {
    await prisma.$disconnect();
  }
}
