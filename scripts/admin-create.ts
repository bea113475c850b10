// npm run admin:create -- --username <name> --password <password> [--email <email>]
import { parseArgs } from "node:util";
import { upsertAdmin } from "@/lib/auth/accounts";
import { adminLoginSchema, passwordSchema } from "@/lib/users/schemas";
import { prisma } from "@/lib/db";

const { values } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" } },
});
const parsed = adminLoginSchema.safeParse({ username: values.username ?? "", password: values.password ?? "" });
const strong = passwordSchema.safeParse(values.password ?? "");
if (!parsed.success || !strong.success) {
  console.error("Usage: npm run admin:create -- --username <name> --password <password (8+ chars)> [--email <email>]");
  process.exit(2);
}
const admin = await upsertAdmin(parsed.data.username, parsed.data.password, values.email);
console.log(`Admin account ready: ${admin.username}`);
await prisma.$disconnect();
