import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret generated once (32 random bytes, base64url: safe inside a URL) and kept in `file`,
 * readable by its owner only (mode 0600, re-tightened if someone loosened it). Used for the
 * auth secret and the embedded database's password, both under DATA_DIR.
 */
export function secretFile(file: string): string {
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    const secret = readFileSync(file, "utf8").trim();
    if (secret) return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600); // an existing empty file keeps its mode through writeFileSync
  return secret;
}
