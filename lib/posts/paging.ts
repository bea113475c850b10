import { z } from "zod";

const makePageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    limit: z.coerce.number().int().min(1).catch(defaultLimit).default(defaultLimit).transform((n) => Math.min(n, 50)),
  });

const pageQuerySchemas = new Map<number, ReturnType<typeof makePageQuerySchema>>();

/**
 * `?page&limit` with the endpoint's default limit (at most 50). Built once per default: building
 * a zod schema (and compiling its fast path on first use) cost more than the parse itself, and
 * the feed asks for it on every request.
 */
export function pageQuerySchema(defaultLimit: number) {
  let schema = pageQuerySchemas.get(defaultLimit);
  if (!schema) pageQuerySchemas.set(defaultLimit, (schema = makePageQuerySchema(defaultLimit)));
  return schema;
}

export type PageQuery = { page: number; limit: number };

export function pageInfo(page: number, limit: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}
