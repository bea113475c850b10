// `npm test [-- vitest args]`: unit, API and realtime tests against a real database and the
// built app over real HTTP. Exits with vitest's exit code.
import path from "node:path";
import { Supervisor } from "./lib/supervisor";
import { startTestStack } from "./lib/test-stack";

async function main(): Promise<void> {
  const sup = new Supervisor((m) => console.log(`[test] ${m}`));
  sup.installSignalHandlers(130); // an interrupted run is not a passing run
  try {
    const env = await startTestStack(sup, { seed: false });
    const vitest = path.resolve("node_modules", "vitest", "vitest.mjs");
    const code = await sup.run("vitest", process.execPath, [vitest, "run", ...process.argv.slice(2)], {
      env: { ...process.env, ...env },
      inheritOutput: true,
    });
    await sup.shutdown(code);
  } catch (err) {
    if (sup.isStopping) return;
    console.error(`[test] ${err instanceof Error ? err.message : String(err)}`);
    await sup.shutdown(1);
  }
}

void main();
