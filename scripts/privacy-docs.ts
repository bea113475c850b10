// `npm run docs:privacy [-- --check]`: writes the retention table of docs/privacy.md from its
// source, lib/privacy/retention.ts (with the default settings). --check fails when they differ
// (tests/unit/privacy-table.test.ts checks the same).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultEnv } from "../lib/env";
import { retentionMarkdown } from "../lib/privacy/retention";
import { replaceRetentionTable } from "../lib/privacy/retention-doc";

const file = path.resolve("docs", "privacy.md");
const current = readFileSync(file, "utf8");
const wanted = replaceRetentionTable(current, retentionMarkdown(defaultEnv()));
if (process.argv.includes("--check")) {
  if (current !== wanted) {
    console.error("docs/privacy.md's retention table differs from lib/privacy/retention.ts: run npm run docs:privacy");
    process.exit(1);
  }
  console.log("docs/privacy.md: retention table in sync");
} else {
  writeFileSync(file, wanted);
  console.log("docs/privacy.md: retention table written");
}
