// Direct database access for test set-up only (never for assertions about API behaviour
// that the API itself can show).
import { prisma } from "@/lib/db";

export { prisma };

export async function makeAdmin(username: string) {
  await prisma.user.update({ where: { username: username.toLowerCase() }, data: { role: "ADMIN" } });
}
