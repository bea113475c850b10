import path from "node:path";

/** The command line of `npm run admin:create` (without npm), for tests and the test stack. */
export function createAdminCommand(admin: { username: string; password: string; email?: string }): [string, string[]] {
  // --name=value: a value starting with "-" (a random base64url password, one time in 64) is not read as an option
  const args = ["--import", "tsx", path.resolve("scripts", "admin-create.ts"), `--username=${admin.username}`, `--password=${admin.password}`];
  if (admin.email) args.push(`--email=${admin.email}`);
  return [process.execPath, args];
}
