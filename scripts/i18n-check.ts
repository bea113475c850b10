/**
 * Fails (exit code 1) when a key of messages/en.json is missing in another dictionary,
 * or has an empty value there, or when the error codes and the dictionaries disagree
 * (scripts/lib/error-codes-check.ts). Extra keys elsewhere are reported but do not fail.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { errorCodeProblems } from "./lib/error-codes-check";

type Tree = { [key: string]: string | Tree };

const MESSAGES_DIR = join(import.meta.dirname, "..", "messages");
const REFERENCE = "en";
const OTHERS = ["tn", "fr", "ar"];

function load(locale: string): Tree {
  return JSON.parse(readFileSync(join(MESSAGES_DIR, `${locale}.json`), "utf8")) as Tree;
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const reference = flatten(load(REFERENCE));
let failed = false;

for (const locale of OTHERS) {
  const keys = flatten(load(locale));
  const missing = [...reference.keys()].filter((key) => !keys.has(key) || keys.get(key)!.trim() === "");
  const extra = [...keys.keys()].filter((key) => !reference.has(key));
  if (missing.length > 0) {
    failed = true;
    console.error(`${locale}.json: ${missing.length} missing key(s):\n  ${missing.join("\n  ")}`);
  }
  if (extra.length > 0) console.warn(`${locale}.json: ${extra.length} key(s) not in ${REFERENCE}.json:\n  ${extra.join("\n  ")}`);
  if (missing.length === 0) console.log(`${locale}.json: all ${reference.size} keys present`);
}

// every error code has its text, with the same arguments, in every dictionary (decision 041)
const dictionaries = Object.fromEntries(["en", ...OTHERS].map((locale) => [locale, load(locale)]));
const codeProblems = errorCodeProblems(dictionaries);
if (codeProblems.length > 0) {
  failed = true;
  console.error(`error codes: ${codeProblems.length} problem(s):\n  ${codeProblems.join("\n  ")}`);
} else {
  console.log("error codes: every code has its text in every dictionary");
}

process.exit(failed ? 1 : 0);
