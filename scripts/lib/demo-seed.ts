// Whether demo data is written, and telling the operator the demo admin's one-time password.
import { seedIfFirstRun, type DemoAdmin } from "../../prisma/seed/index";

/**
 * Demo accounts never reach a real database by default: the embedded database gets them unless
 * SEED_DEMO=0; a DATABASE_URL gets them only with SEED_DEMO=1.
 */
export function demoSeedWanted(external: boolean, seedDemo = process.env.SEED_DEMO): boolean {
  return external ? seedDemo === "1" : seedDemo !== "0";
}

/** Prints the demo admin's password: the only time it is shown (only its hash is stored). */
export function announceDemoAdmin(admin: DemoAdmin, log: (m: string) => void): void {
  log("demo admin account created (shown once; set another with `npm run admin:create`):");
  log(`  username: ${admin.username}`);
  log(`  password: ${admin.password}`);
}

/** Seeds demo data when wanted and not yet done. Returns whether it seeded. */
export async function seedDemoIfWanted(db: { url: string; external: boolean }, log: (m: string) => void): Promise<boolean> {
  if (!demoSeedWanted(db.external)) {
    log(db.external ? "DATABASE_URL given: no demo data (set SEED_DEMO=1 to add it)" : "SEED_DEMO=0: no demo data");
    return false;
  }
  const { seeded, admin } = await seedIfFirstRun(db.url);
  if (seeded) log("demo data seeded");
  if (admin) announceDemoAdmin(admin, log);
  return seeded;
}
