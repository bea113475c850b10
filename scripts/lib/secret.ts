import path from "node:path";
import { secretFile } from "../../lib/secret-file";

/**
 * AUTH_SECRET from the environment, else one generated once and kept in DATA_DIR/secret, so
 * sessions and tokens survive restarts without anyone having to configure a secret.
 */
export function authSecret(dataDir: string): string {
  return process.env.AUTH_SECRET || secretFile(path.join(dataDir, "secret"));
}
