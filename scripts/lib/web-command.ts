import path from "node:path";

/** The web app's server: Next's handler behind a Node server that records the peer's address and sets the security headers. */
export const WEB_ENTRY = path.join("scripts", "serve.ts");

/**
 * The command that runs the built web app, the same everywhere: the launcher and the test stack
 * (scripts/lib/stack.ts), bench:http, and tests that start a second instance. `node --import tsx`
 * is `tsx` without its extra wrapper process. The caller sets NODE_OPTIONS (appNodeOptions), PORT
 * and optionally HOSTNAME.
 */
export function webCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--import", "tsx", path.resolve(WEB_ENTRY)] };
}
