// Which dictionary namespaces the client components of a page (or layout) read, found by walking
// its imports: from the entry file, every local module it imports ("@/..." or relative); a module
// marked "use client" and everything it imports run in the browser, and their namespaces are those
// of `useTranslations("Ns")` / `useTranslations("Ns.sub")` and, for root translators
// (`useTranslations()`), every "Ns.key" literal of a browser module. Server components read the whole
// dictionary on the server and need nothing in the browser.
// Used by tests/unit/page-messages.test.ts to hold each page's declaration (PageMessages) to what
// its components use, and by `npx tsx scripts/lib/client-namespaces.ts` to print it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;

function imports(file: string, source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    if (TYPE_ONLY.test(m[0])) continue;
    const resolved = resolveImport(file, m[1] ?? m[2]!);
    if (resolved) out.push(resolved);
  }
  return out;
}

function namespacesIn(source: string, known: Set<string>): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(/useTranslations\(\s*["'`]([A-Za-z0-9_]+)/g)) out.add(m[1]!);
  // keys handed to a root translator (`useTranslations()`) are often written in another module
  // (client/forms/*: "Validation.passwordTooShort"): every such literal of a browser module counts
  for (const m of source.matchAll(/["'`]([A-Z][A-Za-z0-9_]*)\.[a-zA-Z0-9_]+["'`]/g)) if (known.has(m[1]!)) out.add(m[1]!);
  return [...out];
}

export function knownNamespaces(): Set<string> {
  return new Set(Object.keys(JSON.parse(readFileSync(path.join(ROOT, "messages", "en.json"), "utf8")) as object));
}

/** The namespaces the browser needs for the client components reachable from `entry`. */
export function clientNamespaces(entry: string, known = knownNamespaces()): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, boolean>(); // file -> visited in client mode
  const visit = (file: string, client: boolean) => {
    const before = seen.get(file);
    if (before === true || (before === false && !client)) return;
    seen.set(file, client);
    const source = readFileSync(file, "utf8");
    const isClient = client || /^\s*["']use client["']/m.test(source.slice(0, 200));
    if (isClient) for (const ns of namespacesIn(source, known)) found.add(ns);
    for (const dep of imports(file, source)) visit(dep, isClient);
  };
  visit(path.resolve(ROOT, entry), false);
  return found;
}

/** The namespaces a page or layout declares: `namespaces={[...]}` of its PageMessages. */
export function declaredNamespaces(entry: string): string[] | null {
  const source = readFileSync(path.resolve(ROOT, entry), "utf8");
  const m = /namespaces=\{\[([^\]]*)\]/.exec(source);
  if (!m) return null;
  return [...m[1]!.matchAll(/["']([A-Za-z0-9_]+)["']/g)].map((x) => x[1]!);
}

/** Every page and not-found file under the locale segment, relative to the root. */
export function localePages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/^(page|not-found)\.tsx$/.test(e.name)) out.push(path.relative(ROOT, p));
    }
  };
  walk(path.join(ROOT, "app", "[locale]"));
  return out.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const known = knownNamespaces();
  console.log(`layout: ${[...clientNamespaces("app/[locale]/layout.tsx", known)].sort().join(", ")}`);
  for (const page of localePages()) console.log(`${page}: ${[...clientNamespaces(page, known)].sort().join(", ")}`);
}
