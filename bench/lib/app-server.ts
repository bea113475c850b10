// The production app server of the HTTP benches (bench:http, bench:soak): `next build` when
// stale, then the app as the launcher runs it, on a free port in 3800-3899, without its
// background jobs (they would land in some runs and not others).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isBuildStale, nextBin } from "../../scripts/lib/build-if-stale";
import { appNodeOptions } from "../../scripts/lib/node-flags";
import { webCommand } from "../../scripts/lib/web-command";
import { jobsOffEnv } from "../../lib/jobs/settings";
import { freePortIn, waitForHttp } from "./ports";
import { isDead, startProcess } from "./procs";

export async function startServer(databaseUrl: string, secret: string): Promise<string> {
  if (isBuildStale()) {
    console.log("next build (sources changed since the last build) ...");
    const r = spawnSync(process.execPath, [nextBin(), "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) throw new Error("next build failed");
    // same stamp as the launcher, so `npm start` / `npm test` do not rebuild
    const { sourceHash } = await import("../../scripts/lib/build-if-stale");
    writeFileSync(path.join(".next", "velvet-build-stamp"), sourceHash() + "\n");
  }
  const port = await freePortIn();
  const url = `http://127.0.0.1:${port}`;
  // bound to loopback: the load never leaves the machine. (Next 16.4 with -H loops on unprefixed
  // default-locale pages, so the page benchmark uses the /en path.)
  const web = webCommand(); // as the launcher runs the app
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = startProcess("next-start", web.command, [...profile, ...web.args], {
    ...process.env,
    HOSTNAME: "127.0.0.1",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: appNodeOptions(process.env.NODE_OPTIONS), // as the launcher runs the app
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    APP_URL: url,
    NEXTAUTH_URL: url,
    DATA_DIR: path.join(os.tmpdir(), "velvet-bench-data"),
    // the background jobs are not what is measured: the expiry job would add an UPDATE per
    // minute, and the CreatorStats refresh (several seconds of PostgreSQL CPU, timed by
    // bench:plans) would land inside some runs and not others. main() refreshes the figures once
    // before the server starts, so trending reads current figures.
    ...jobsOffEnv(),
  });
  await waitForHttp(`${url}/api/health`, 90_000, isDead(child));
  console.log(`app server on ${url} (log: bench/output/next-start.log)`);
  return url;
}

/** The trending/featured figures as the app's own refresh computes them (lib/discovery/stats.ts). */
export async function refreshStatsOnce() {
  const { refreshCreatorStats } = await import("../../lib/discovery/stats");
  const { prisma } = await import("../../lib/db/index");
  const r = await refreshCreatorStats(new Date(), { wait: true });
  console.log(`CreatorStats refreshed before the runs: ${JSON.stringify(r)}`);
  await prisma.$disconnect();
}

