// Discovers every REST route of the app from the file system (app/api/**/route.ts) and the
// HTTP methods each one exports, so robustness and authorisation tests cover new routes
// without anyone having to remember to list them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiRoute = { template: string; file: string; methods: Method[]; params: string[] };

const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const ROOT = path.resolve("app/api");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return name === "route.ts" ? [full] : [];
  });
}

function exportedMethods(source: string): Method[] {
  return METHODS.filter((m) =>
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b|as\\s+${m}\\b`).test(source),
  );
}

/** All routes except next-auth's own catch-all (its contract belongs to next-auth). */
export function apiRoutes(): ApiRoute[] {
  return walk(ROOT)
    .map((file) => {
      const rel = path.relative(ROOT, path.dirname(file)).split(path.sep);
      const params = rel.filter((s) => /^\[.+\]$/.test(s)).map((s) => s.slice(1, -1));
      const template = "/api/" + rel.join("/");
      return { template, file, methods: exportedMethods(readFileSync(file, "utf8")), params };
    })
    .filter((r) => !r.template.includes("[..."))
    .sort((a, b) => a.template.localeCompare(b.template));
}

/** Fills the template's [param] segments (URL-encoded). */
export function fill(template: string, value: string | ((param: string) => string)): string {
  return template.replace(/\[([^\]]+)\]/g, (_m, p: string) =>
    encodeURIComponent(typeof value === "function" ? value(p) : value),
  );
}
