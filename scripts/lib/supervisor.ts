// Runs the child processes of a launcher and stops them as one: children first (each in its
// own process group, so a tool's grandchildren go too), then cleanups such as the embedded
// database, in reverse order of registration. A long-running child that dies on its own
// takes everything down with a non-zero exit code; Ctrl-C / SIGTERM end with code 0.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

type Tracked = { name: string; child: ChildProcess; longRunning: boolean };

export class Supervisor {
  private children: Tracked[] = [];
  private cleanups: Array<() => Promise<void>> = [];
  private stopping: Promise<never> | null = null;

  constructor(private readonly log: (msg: string) => void = (m) => console.log(`[launcher] ${m}`)) {}

  /** Ctrl-C and SIGTERM shut down cleanly with exit code 0 (or `code`). */
  installSignalHandlers(code = 0): void {
    for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.on(sig, () => {
        this.log(`${sig} received, stopping`);
        void this.shutdown(code);
      });
    }
  }

  get isStopping(): boolean {
    return this.stopping !== null;
  }

  onCleanup(fn: () => Promise<void>): void {
    this.cleanups.push(fn);
  }

  /** Starts a process whose output is prefixed with `[name]`. */
  spawn(
    name: string,
    cmd: string,
    args: string[],
    opts: SpawnOptions & { longRunning?: boolean; inheritOutput?: boolean } = {},
  ): ChildProcess {
    // inheritOutput: for test runners, whose colours and progress lines must reach the terminal as-is.
    const stdio = opts.inheritOutput ? (["ignore", "inherit", "inherit"] as const) : (["ignore", "pipe", "pipe"] as const);
    const child = spawn(cmd, args, { ...opts, stdio: [...stdio], detached: true });
    const tracked = { name, child, longRunning: opts.longRunning ?? false };
    this.children.push(tracked);
    prefix(child, name);
    child.on("exit", (code, signal) => {
      this.children = this.children.filter((c) => c !== tracked);
      if (tracked.longRunning && !this.stopping) {
        this.log(`${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping everything`);
        void this.shutdown(1);
      }
    });
    child.on("error", (err) => {
      this.log(`${name} could not start: ${err.message}`);
      if (!this.stopping) void this.shutdown(1);
    });
    return child;
  }

  /** Stops one child (SIGTERM to its group, or `signal`) without stopping everything: its exit is expected. */
  async stopChild(child: ChildProcess, graceMs = 10_000, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const tracked = this.children.find((c) => c.child === child);
    if (tracked) tracked.longRunning = false;
    await stopGroup(child, graceMs, signal);
  }

  /** Runs a one-shot command to completion; resolves with its exit code. */
  run(name: string, cmd: string, args: string[], opts: SpawnOptions & { inheritOutput?: boolean } = {}): Promise<number> {
    const child = this.spawn(name, cmd, args, opts);
    return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  }

  /** Stops children (SIGTERM to their group, SIGKILL after `graceMs`), runs cleanups, exits. */
  shutdown(code: number, graceMs = 10_000): Promise<never> {
    this.stopping ??= (async () => {
      await Promise.all(this.children.map((c) => stopGroup(c.child, graceMs)));
      for (const fn of this.cleanups.reverse()) {
        await fn().catch((err) => this.log(`cleanup failed: ${(err as Error).message}`));
      }
      process.exit(code);
    })();
    return this.stopping;
  }
}

function stopGroup(child: ChildProcess, graceMs: number, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (sig: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, sig); // negative pid: the whole process group
      } catch {
        child.kill(sig);
      }
    };
    const timer = setTimeout(() => kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      // Anything the child left behind in its group (e.g. workers) goes too.
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // group already empty
      }
      resolve();
    });
    kill(signal);
  });
}

function prefix(child: ChildProcess, name: string): void {
  const pairs = [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const;
  for (const [from, to] of pairs) {
    let buf = "";
    from?.setEncoding("utf8");
    from?.on("data", (chunk: string) => {
      buf += chunk;
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const line of lines) to.write(`[${name}] ${line}\n`);
    });
    from?.on("end", () => {
      if (buf) to.write(`[${name}] ${buf}\n`);
    });
  }
}
