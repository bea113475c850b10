// Another instance of the built app, started the way the launcher starts it (scripts/serve.ts), on
// the test database, with settings of its own (e.g. no trusted proxies, REDIS_URL).
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/ports";
import { webCommand } from "../../scripts/lib/web-command";
import { jobsOffEnv } from "../../lib/jobs/settings";

export type SecondApp = { base: string; output: () => string; stop: () => Promise<void> };

export async function startSecondApp(env: Record<string, string>): Promise<SecondApp> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const web = webCommand();
  const app: ChildProcess = spawn(web.command, web.args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: process.env.TEST_DATA_DIR,
      APP_URL: base,
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: process.env.AUTH_SECRET,
      LOG_LEVEL: "error",
      ...jobsOffEnv(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited: number | null | undefined;
  app.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  app.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  app.on("exit", (code) => (exited = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`the second app exited (${exited}):\n${output}`);
    if (await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the second app did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    output: () => output,
    stop: async () => {
      if (exited !== undefined) return;
      app.kill("SIGTERM");
      await new Promise((r) => app.once("exit", r));
    },
  };
}
