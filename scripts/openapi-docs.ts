/**
 * Writes docs/api.md from the OpenAPI document (lib/openapi/). With --check, writes nothing and
 * fails (exit code 1) when docs/api.md differs from what would be written: CI's sync check
 * (part of `npm run lint`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { renderMarkdown } from "@/lib/openapi/markdown";

const FILE = join(import.meta.dirname, "..", "docs", "api.md");
const text = renderMarkdown(buildOpenApiDocument());

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(FILE, "utf8");
  } catch {
    // missing: differs
  }
  if (current !== text) {
    console.error("docs/api.md is not in sync with the API contract (lib/openapi/): run `npm run docs:api` and commit the result.");
    process.exit(1);
  }
  console.log("docs/api.md is in sync with the API contract");
} else {
  writeFileSync(FILE, text);
  console.log(`wrote docs/api.md (${text.split("\n").length} lines)`);
}
