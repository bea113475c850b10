// Demo data, written once per database. The launcher calls seedIfFirstRun() after migrating;
// `npm run db:seed` runs this file directly against DATABASE_URL.
// Content goes through the same lib/ functions the API uses (posts, images, subscriptions,
// likes, comments, tips, wallet), so counters, notifications and stored media are real.
import { pathToFileURL } from "node:url";

const SEEDED_KEY = "demo_seeded";

/** Seeds demo data unless the AppMeta marker says it was done. Returns true if it seeded. */
export async function seedIfFirstRun(databaseUrl: string): Promise<boolean> {
  // lib/ reads its configuration from the environment; point it at this database first.
  process.env.DATABASE_URL = databaseUrl;
  const { prisma } = await import("@/lib/db");
  try {
    if (await prisma.appMeta.findUnique({ where: { key: SEEDED_KEY } })) return false;
    const { seedDemoData } = await import("./demo");
    await seedDemoData();
    await prisma.appMeta.create({ data: { key: SEEDED_KEY, value: new Date().toISOString() } });
    // trending/featured read CreatorStats: fill it now so a new install shows its creators at once
    const { refreshCreatorStats } = await import("@/lib/discovery/stats");
    await refreshCreatorStats(new Date(), { wait: true });
    return true;
  } finally {
    await prisma.$disconnect();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set");
    process.exit(1);
  }
  seedIfFirstRun(url).then(
    (seeded) => console.log(seeded ? "Demo data seeded." : "Demo data already present: nothing done."),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
