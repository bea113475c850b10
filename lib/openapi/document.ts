import { z } from "zod";
import { OPERATIONS } from "@/lib/openapi/contract";
import { API_INTRO, API_TITLE, API_VERSION, TAGS } from "@/lib/openapi/intro";
import { ErrorAnswer } from "@/lib/openapi/shapes";
import type { Auth, Body, Operation } from "@/lib/openapi/types";

// The OpenAPI 3.1 document, generated from the contract (lib/openapi/contract.ts). OpenAPI 3.1's
// schema objects are JSON Schema 2020-12, which is what zod 4's z.toJSONSchema writes natively.
// Request schemas are converted as their input (what a client sends: before transforms and
// defaults), answer shapes as their output. Shapes with an `id` (lib/openapi/shapes.ts) become
// components/schemas.

export type JsonSchema = { [key: string]: unknown };
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

const REF_PREFIX = "#/components/schemas/";
const LOCAL_DEFS = "#/$defs/";

/** The OpenAPI `x-auth` value and its security requirements. */
const SECURITY: Record<Auth, Record<string, string[]>[]> = {
  none: [],
  optional: [{}, { bearerAuth: [] }, { sessionCookie: [] }],
  bearer: [{ bearerAuth: [] }, { sessionCookie: [] }],
  admin: [{ bearerAuth: [] }, { adminCookie: [] }, { sessionCookie: [] }],
};

const SECURITY_SCHEMES = {
  bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token of register or login." },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description: "The browser's next-auth session (`__Secure-next-auth.session-token` under https): the same signed token.",
  },
  adminCookie: { type: "apiKey", in: "cookie", name: "admin_token", description: "The admin area's session (POST /api/auth/admin-session)." },
};

/** Tidies zod's output: no `Number.MAX_SAFE_INTEGER` bounds of `.int()`; answers are not claimed closed. */
function tidy(io: "input" | "output") {
  return ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    const def = (zodSchema as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
    if (io === "output" && def.type === "object" && !def.catchall && jsonSchema.additionalProperties === false) {
      delete jsonSchema.additionalProperties;
    }
  };
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === "$ref" && typeof v === "string" && v.startsWith(LOCAL_DEFS) ? REF_PREFIX + v.slice(LOCAL_DEFS.length) : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

/** Builds the document; `components` collects the shapes met on the way. */
class Builder {
  readonly components: Record<string, JsonSchema> = {};

  schema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", override: tidy(io) }) as JsonSchema;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    for (const [id, def] of Object.entries(defs)) {
      if (id.startsWith("__")) throw new Error(`openapi: a shape used twice needs an id (${id})`);
      const body = rewriteRefs(def) as JsonSchema;
      const known = this.components[id];
      if (known && JSON.stringify(known) !== JSON.stringify(body)) throw new Error(`openapi: two different shapes named ${id}`);
      this.components[id] = body;
    }
    return rewriteRefs(json) as JsonSchema;
  }

  parameters(op: Operation): JsonSchema[] {
    const out: JsonSchema[] = [];
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const declared = Object.keys(op.params ?? {});
    if (names.join() !== declared.join()) throw new Error(`openapi: ${op.operationId} declares params [${declared}] for ${op.path}`);
    for (const name of names) {
      const p = op.params![name]!;
      out.push({ name, in: "path", required: true, description: p.description, schema: p.schema ? this.schema(p.schema, "input") : { type: "string" } });
    }
    if (op.query) {
      const q = this.schema(op.query, "input");
      if (q.type !== "object") throw new Error(`openapi: the query of ${op.operationId} is not an object`);
      const required = (q.required ?? []) as string[];
      for (const [name, schema] of Object.entries((q.properties ?? {}) as Record<string, JsonSchema>)) {
        const { description, ...rest } = schema;
        out.push({ name, in: "query", required: required.includes(name), ...(description ? { description } : {}), schema: rest });
      }
    }
    return out;
  }

  requestBody(body: Body): JsonSchema {
    if ("json" in body) {
      return {
        ...(body.description ? { description: body.description } : {}),
        // a body that may be left out is validated as {} (lib/http/parse.ts)
        required: !body.json.safeParse({}).success,
        content: { "application/json": { schema: this.schema(body.json, "input") } },
      };
    }
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, f] of Object.entries(body.multipart)) {
      const one: JsonSchema = f.file ? { type: "string", contentMediaType: "application/octet-stream" } : { type: "string" };
      properties[name] = f.repeated ? { type: "array", items: one, description: f.description } : { ...one, description: f.description };
      if (f.required) required.push(name);
    }
    return {
      ...(body.description ? { description: body.description } : {}),
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", properties, ...(required.length ? { required } : {}) } } },
    };
  }

  responses(op: Operation): JsonSchema {
    const out: JsonSchema = {};
    for (const a of op.answers) {
      const contentType = a.contentType ?? "application/json";
      // one status may answer several media types (a statement as JSON or CSV): one response, its contents side by side
      const same = out[String(a.status)] as { description: string; headers?: JsonSchema; content?: JsonSchema } | undefined;
      const headers = { ...same?.headers, ...(a.headers ? Object.fromEntries(Object.entries(a.headers).map(([h, d]) => [h, { description: d, schema: { type: "string" } }])) : {}) };
      const content = { ...same?.content, ...(a.schema || a.contentType ? { [contentType]: a.schema ? { schema: this.schema(a.schema, "output") } : {} } : {}) };
      out[String(a.status)] = {
        description: same ? `${same.description}; or ${a.description}` : a.description,
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(Object.keys(content).length ? { content } : {}),
      };
    }
    const errors: Record<number, string> = {};
    if (op.body && "json" in op.body) {
      errors[400] = "invalid input (field errors in `errors`)";
      errors[413] = "a body over 64 KB";
      errors[415] = "a body that is not application/json";
    }
    if (op.auth === "bearer" || op.auth === "admin") errors[401] = "missing or bad token";
    if (op.auth === "admin") errors[403] = "not an admin";
    for (const [status, meaning] of Object.entries(op.errors ?? {})) {
      const general = errors[Number(status)];
      // a JSON body's 400 stays "invalid input" besides the endpoint's own reasons
      errors[Number(status)] = Number(status) === 400 && general && !/input/i.test(meaning) ? `${meaning}; other invalid input (field errors in \`errors\`)` : meaning;
    }
    const errorSchema = this.schema(ErrorAnswer, "output");
    for (const status of Object.keys(errors).map(Number).sort((x, y) => x - y)) {
      if (out[String(status)]) throw new Error(`openapi: ${op.operationId} answers ${status} twice`);
      out[String(status)] = { description: errors[status]!, content: { "application/json": { schema: errorSchema } } };
    }
    return out;
  }

  operation(op: Operation): JsonSchema {
    const parameters = this.parameters(op);
    return {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      "x-auth": op.auth,
      security: SECURITY[op.auth],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: this.requestBody(op.body) } : {}),
      responses: this.responses(op),
    };
  }
}

export function buildOpenApiDocument(operations: Operation[] = OPERATIONS): OpenApiDocument {
  const b = new Builder();
  const paths: OpenApiDocument["paths"] = {};
  const tagNames = new Set(TAGS.map((t) => t.name));
  for (const op of operations) {
    if (!tagNames.has(op.tag)) throw new Error(`openapi: unknown tag ${op.tag} (${op.operationId})`);
    const item = (paths[op.path] ??= {});
    const method = op.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: ${op.method} ${op.path} twice`);
    item[method] = b.operation(op);
  }
  const schemas = Object.fromEntries(Object.keys(b.components).sort().map((id) => [id, b.components[id]!]));
  return {
    openapi: "3.1.0",
    info: { title: API_TITLE, version: API_VERSION, description: API_INTRO },
    tags: TAGS.map((t) => ({ name: t.name, description: t.description })),
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}

let cached: string | undefined;

/** The document as JSON text, built once per process (GET /api/openapi.json). */
export function openApiJson(): string {
  return (cached ??= JSON.stringify(buildOpenApiDocument()));
}
