import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, routeDirOf } from "@/lib/openapi/contract";
import { buildOpenApiDocument, type OpenApiDocument } from "@/lib/openapi/document";
import { headingAnchors, renderMarkdown } from "@/lib/openapi/markdown";
import { HTTP_METHODS } from "@/lib/openapi/types";

// The contract (lib/openapi/contract.ts) cannot drift from app/api/**: every route file's methods
// are in it and every operation in it has its route file and method. The document built from it
// is a valid OpenAPI 3.1 document.

const ROOT = join(import.meta.dirname, "..", "..");
const API_DIR = join(ROOT, "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return routeFiles(path);
    return e.name === "route.ts" ? [path] : [];
  });
}

/** "users/[username]" -> ["GET", ...], read from the route modules themselves. */
async function exportedMethods(): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const file of routeFiles(API_DIR)) {
    const dir = relative(API_DIR, file).split(sep).slice(0, -1).join("/");
    const mod = (await import(file)) as Record<string, unknown>;
    out.set(dir, Object.keys(mod).filter((k) => (HTTP_METHODS as readonly string[]).includes(k)).sort());
  }
  return out;
}

describe("the API contract and the route files", () => {
  let routes: Map<string, string[]>;
  beforeAll(async () => {
    routes = await exportedMethods();
  }, 60_000);

  it("finds the route files", () => {
    expect(routes.size).toBeGreaterThan(50);
    expect(routes.get("users/[username]")).toEqual(["GET"]);
  });

  it("lists every method every route file exports", () => {
    const contract = new Set(OPERATIONS.map((op) => `${op.method} ${routeDirOf(op)}`));
    const missing = [...routes].flatMap(([dir, methods]) => methods.map((m) => `${m} ${dir}`)).filter((k) => !contract.has(k));
    expect(missing).toEqual([]);
  });

  it("has a route file exporting the method of every operation", () => {
    const absent = OPERATIONS.filter((op) => !routes.get(routeDirOf(op))?.includes(op.method)).map((op) => `${op.method} ${op.path}`);
    expect(absent).toEqual([]);
  });
});

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe("the OpenAPI document", () => {
  const doc: OpenApiDocument = buildOpenApiDocument();
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

  it("is valid OpenAPI 3.1 (the specification's own JSON Schema)", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has one operation per contract entry, with unique operationIds", () => {
    expect(operations).toHaveLength(OPERATIONS.length);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("resolves every $ref", () => {
    const refs = [...new Set(refsIn(doc))];
    expect(refs.length).toBeGreaterThan(10);
    expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([]);
  });

  it("describes request bodies from the handlers' zod schemas, as what a client sends", () => {
    const register = doc.paths["/api/users/register"]!.post!;
    const body = (register.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> })
      .content["application/json"]!.schema;
    expect(body.required).toEqual(["firstName", "lastName", "username", "email", "password", "dateOfBirth"]);
    expect(body.properties.password).toEqual({ type: "string", minLength: 8, maxLength: 128 });
    // a query with defaults and a coerced number: optional, an integer, its default shown
    const home = doc.paths["/api/posts/home"]!.get!;
    expect(home.parameters).toContainEqual({ name: "page", in: "query", required: false, schema: { default: 1, type: "integer", minimum: 1, maximum: 10000 } });
  });

  it("renders docs/api.md with a section per tag and per operation", () => {
    const md = renderMarkdown(doc);
    for (const tag of doc.tags) expect(md).toContain(`\n## ${tag.name}\n`);
    for (const op of OPERATIONS) expect(md).toContain(`\n### \`${op.method} ${op.path}\`\n`);
  });

  it("keeps every link into docs/api.md from the other documents pointing at a heading", () => {
    const anchors = headingAnchors(renderMarkdown(doc));
    const docs = [join(ROOT, "README.md"), ...readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md")).map((f) => join(ROOT, "docs", f))];
    const broken = docs.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\(((?:\.\.\/)*(?:docs\/)?)api\.md#([^)\s]+)\)/g)]
        .filter((m) => !anchors.has(m[2]!))
        .map((m) => `${relative(ROOT, file)}: api.md#${m[2]}`),
    );
    expect(broken).toEqual([]);
  });
});
