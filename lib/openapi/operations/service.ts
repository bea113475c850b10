import { z } from "zod";
import { successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";
import { errorTextsQuerySchema } from "@/shared/schemas/i18n";

const tag = "Service";
const health = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "unreachable"]) });
const readiness = z.object({ ready: z.boolean(), database: z.enum(["ok", "down"]), redis: z.string() });

export const serviceOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/health",
    operationId: "health",
    tag,
    summary: "Liveness with database reachability",
    description: "Used by the launcher, tests and monitors; evaluated per request. No error details (public).",
    auth: "none",
    answers: [
      { status: 200, description: "alive, database reachable", schema: health },
      { status: 503, description: "the database is unreachable", schema: health },
    ],
  },
  {
    method: "GET",
    path: "/api/ready",
    operationId: "ready",
    tag,
    summary: "Readiness for load balancers",
    description: "503 until the database (and Redis, when configured) answer.",
    auth: "none",
    answers: [
      { status: 200, description: "ready", schema: readiness },
      { status: 503, description: "not ready", schema: readiness },
    ],
  },
  {
    method: "GET",
    path: "/api/ping",
    operationId: "ping",
    tag,
    summary: "A trivial handler, the benchmark baseline",
    description: "10 small objects, no database, no auth: the framework-ceiling baseline of `bench/http-load.ts`.",
    auth: "none",
    answers: [
      {
        status: 200,
        description: "ten items",
        schema: z.object({ success: successTrue, items: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.number() })) }),
      },
    ],
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    operationId: "openapi",
    tag,
    summary: "This document (OpenAPI 3.1)",
    description: "Generated from the contract in `lib/openapi/` and the zod schemas the handlers use; public and cacheable.",
    auth: "none",
    answers: [{ status: 200, description: "the OpenAPI document", contentType: "application/json" }],
  },
  {
    method: "GET",
    path: "/api/i18n/errors",
    operationId: "errorTexts",
    tag,
    summary: "The texts of the error codes in a language",
    description:
      "The `Errors` dictionary of `locale`, precompiled for next-intl's browser formatter (icu-minify): the site's pages load it with their first API error and show the text of each answer's `code` in the page's language. Public and cacheable (an hour).",
    auth: "none",
    query: errorTextsQuerySchema,
    answers: [
      {
        status: 200,
        description: "the texts, by code",
        schema: z.object({ success: successTrue, locale: errorTextsQuerySchema.shape.locale, messages: z.record(z.string(), z.unknown()) }),
      },
    ],
  },
];
