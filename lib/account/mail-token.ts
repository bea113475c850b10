import { createHash, randomBytes } from "node:crypto";

// The single-use tokens mailed as links (password reset, e-mail change and its undo): 32 random
// bytes, base64url in the link; only their sha256 is stored, so a copy of the database opens no
// link.

export const hashMailToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export function newMailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashMailToken(token) };
}
