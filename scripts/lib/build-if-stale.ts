// Runs `next build` only when the sources changed since the last successful build. The
// check hashes file contents (not mtimes: a git checkout touches mtimes without changing
// anything) and compares with a stamp written into .next after the build succeeded.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Supervisor } from "./supervisor";

// Everything that can change the build output. lib/generated is derived from the schema.
const INPUT_DIRS = ["app", "components", "client", "shared", "lib", "messages", "i18n", "public", "prisma", "types"];
const INPUT_FILES = [
  "middleware.ts", "proxy.ts", "next.config.mjs", "next.config.ts", "package.json", "package-lock.json",
  "tsconfig.json", "postcss.config.mjs", "tailwind.config.ts",
];
const SKIP = new Set(["node_modules", ".next", "generated", "migrations", "seed"]);
const STAMP = path.join(".next", "velvet-build-stamp");

function listFiles(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(p, out);
    else if (entry.isFile()) out.push(p);
  }
}

/** sha256 over the sorted relative paths and contents of every build input. */
export function sourceHash(root = process.cwd()): string {
  const files: string[] = [];
  for (const d of INPUT_DIRS) listFiles(path.join(root, d), files);
  for (const f of INPUT_FILES) if (existsSync(path.join(root, f)) && statSync(path.join(root, f)).isFile()) files.push(path.join(root, f));
  const hash = createHash("sha256");
  for (const f of files.sort()) {
    hash.update(path.relative(root, f)).update("\0").update(readFileSync(f)).update("\0");
  }
  return hash.digest("hex");
}

export function isBuildStale(root = process.cwd()): boolean {
  const stamp = path.join(root, STAMP);
  if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(stamp)) return true;
  return readFileSync(stamp, "utf8").trim() !== sourceHash(root);
}

/** Builds when stale; throws if the build fails. Returns whether it built. */
export async function buildIfStale(sup: Supervisor, log: (m: string) => void = console.log): Promise<boolean> {
  if (!isBuildStale()) {
    log("Next build is up to date.");
    return false;
  }
  const hash = sourceHash(); // taken before building: edits made during the build stay "stale"
  log("Sources changed since the last build (or no build yet): running next build");
  const code = await sup.run("build", process.execPath, [nextBin(), "build"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  writeFileSync(STAMP, hash + "\n");
  return true;
}

export function nextBin(): string {
  return path.resolve("node_modules", "next", "dist", "bin", "next");
}
