// Demo data, written once per database. The launcher calls seedIfFirstRun() after migrating;
// `npm run db:seed` runs this file directly against DATABASE_URL.
// PLACEHOLDER body: the real demo data replaces the marked section; keep the signature.
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";

const SEEDED_KEY = "demo_seeded";

/** Seeds demo data unless the AppMeta marker says it was done. Returns true if it seeded. */
export async function seedIfFirstRun(databaseUrl: string): Promise<boolean> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.appMeta.findUnique({ where: { key: SEEDED_KEY } })) return false;
      // --- demo data goes here (same transaction, so a failed seed is retried next start) ---
      await tx.appMeta.create({ data: { key: SEEDED_KEY, value: new Date().toISOString() } });
      return true;
    }, { timeout: 120_000 }); // demo data can take longer than the 5 s default
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
