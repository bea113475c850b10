// Child processes of a bench run: each in its own process group, output to a log file,
// stopped (SIGTERM, then SIGKILL) when the run ends or is interrupted.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

const children = new Set<ChildProcess>();
export const OUTPUT_DIR = path.resolve("bench", "output");

export function startProcess(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const logFile = createWriteStream(path.join(OUTPUT_DIR, `${name}.log`));
  const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

export const isDead = (c: ChildProcess) => () => c.exitCode !== null || c.signalCode !== null;

export async function stopAll(): Promise<void> {
  await Promise.all(
    [...children].map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null || !c.pid) return resolve();
          const kill = setTimeout(() => {
            try { process.kill(-c.pid!, "SIGKILL"); } catch { /* gone */ }
          }, 10_000);
          c.once("exit", () => { clearTimeout(kill); resolve(); });
          try { process.kill(-c.pid!, "SIGTERM"); } catch { clearTimeout(kill); resolve(); }
        }),
    ),
  );
}

/** Ctrl-C or SIGTERM stop the children before exiting. */
export function stopOnSignals(): void {
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.once(sig, () => void stopAll().then(() => process.exit(130)));
  }
}
