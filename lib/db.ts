import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// One Prisma client per process. Password hashes are omitted globally so they never
// leave the data layer; the login check asks for the hash explicitly.
function createClient() {
  const { DATABASE_URL, DATABASE_POOL_SIZE } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set; start the app with `npm start`");
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_SIZE });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

type Client = ReturnType<typeof createClient>;
const globalForPrisma = globalThis as unknown as { prisma?: Client };

export const prisma: Client = new Proxy({} as Client, {
  // Created lazily so `next build` can import modules without a database.
  get(_target, prop, receiver) {
    globalForPrisma.prisma ??= createClient();
    return Reflect.get(globalForPrisma.prisma, prop, receiver);
  },
});

export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];
export { Prisma } from "@/lib/generated/prisma/client";
