import { defineConfig } from "prisma/config";

// Prisma's CLI reads this file. `prisma generate` needs no database; migrations are
// produced and applied by our own scripts (see scripts/db-*.ts and TOOLCHAIN notes in README).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx scripts/db-seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
