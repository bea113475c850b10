/* global console */
// Adds lockfile entries for other platforms' optional native binaries (darwin, win32, ...).
// The registry reachable from our machines only serves the linux ones, so `npm install` leaves
// the others out of package-lock.json and `npm ci` then refuses the lock as "out of sync".
// With an entry carrying its os/cpu constraints, npm ci skips them here and fetches them elsewhere.
// Run after `npm install` changes the lockfile: node scripts/lockfile-platforms.mjs
import fs from "node:fs";

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pk = lock.packages;
const OS = ["darwin", "win32", "freebsd", "android", "linux", "openbsd", "sunos", "aix", "netbsd"];
const CPU = { arm64: "arm64", x64: "x64", ia32: "ia32", arm: "arm", gnueabihf: "arm", ppc64: "ppc64", s390x: "s390x", riscv64: "riscv64", wasm32: "wasm32", loong64: "loong64" };
let added = 0;
for (const [path, meta] of Object.entries(pk)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (pk[key] || pk[`${path}/node_modules/${name}`]) continue;
    const tokens = name.split("/").pop().split("-");
    const os = tokens.find((t) => OS.includes(t));
    const cpuToken = tokens.find((t) => t in CPU);
    if (!os && !cpuToken) continue; // not a platform binary: leave it to npm
    const entry = { version: String(spec).replace(/^[\^~=]/, ""), optional: true };
    if (os) entry.os = [os];
    if (cpuToken) entry.cpu = [CPU[cpuToken]];
    if (tokens.includes("gnu") || tokens.includes("gnueabihf")) entry.libc = ["glibc"];
    if (tokens.includes("musl")) entry.libc = ["musl"];
    pk[key] = entry;
    added++;
  }
}
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`lockfile: ${added} platform entries added`);
