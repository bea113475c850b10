// Work to finish before the web app's process exits (e.g. the job queue): registered by code
// inside Next's bundle, run by scripts/serve.ts on SIGTERM/SIGINT. The two load separate copies of
// this module, so the hooks live on globalThis.
import { log } from "@/lib/log";

const HOOKS = Symbol.for("velvet.shutdown-hooks");
type Hook = () => Promise<void>;

function hooks(): Hook[] {
  const g = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  return (g[HOOKS] ??= []);
}

export function onShutdown(hook: Hook): void {
  hooks().push(hook);
}

/** Runs every hook at once; a failing hook is reported and does not stop the others. */
export async function runShutdownHooks(): Promise<void> {
  const results = await Promise.allSettled(hooks().map((h) => h()));
  for (const r of results) if (r.status === "rejected") log.error({ err: r.reason }, "shutdown hook failed");
}
