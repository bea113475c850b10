// npm run admin:create -- --username <name> --password <password> [--email <email>]
// Creates an admin account, or promotes and re-passwords an existing one. Works on DATABASE_URL,
// and on the embedded database of DATA_DIR whether or not `npm start` is running (see withDatabase).
import { parseArgs } from "node:util";
import { adminLoginSchema, passwordSchema } from "@/shared/schemas/users";
import { withDatabase } from "./lib/database";

const { values } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" } },
});
const parsed = adminLoginSchema.safeParse({ username: values.username ?? "", password: values.password ?? "" });
const strong = passwordSchema.safeParse(values.password ?? "");
if (!parsed.success || !strong.success) {
  console.error("Usage: npm run admin:create -- --username <name> --password <password (8+ chars)> [--email <email>]");
  process.exit(2);
}

try {
  const admin = await withDatabase(async ({ url }) => {
    // lib/ reads its configuration from the environment: point it at this database first.
    process.env.DATABASE_URL = url;
    const { prisma } = await import("@/lib/db");
    const { upsertAdmin } = await import("@/lib/auth/accounts");
    try {
      return await upsertAdmin(parsed.data.username, parsed.data.password, values.email);
    } finally {
      await prisma.$disconnect();
    }
  });
  console.log(`Admin account ready: ${admin.username}`);
} catch (err) {
  console.error(`admin:create failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
