// `npm run test:e2e [-- playwright args]`: Playwright in Chromium against the production
// build, with the launcher's production path (build if stale, migrate, seed demo data).
import path from "node:path";
import { Supervisor } from "./lib/supervisor";
import { startTestStack } from "./lib/test-stack";

async function main(): Promise<void> {
  const sup = new Supervisor((m) => console.log(`[e2e] ${m}`));
  sup.installSignalHandlers(130);
  try {
    const env = await startTestStack(sup, { seed: true });
    const cli = path.resolve("node_modules", "@playwright", "test", "cli.js");
    const code = await sup.run("playwright", process.execPath, [cli, "test", ...process.argv.slice(2)], {
      env: { ...process.env, ...env },
      inheritOutput: true,
    });
    await sup.shutdown(code);
  } catch (err) {
    if (sup.isStopping) return;
    console.error(`[e2e] ${err instanceof Error ? err.message : String(err)}`);
    await sup.shutdown(1);
  }
}

void main();
