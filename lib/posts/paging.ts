import { z } from "zod";

export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    limit: z.coerce.number().int().min(1).catch(defaultLimit).default(defaultLimit).transform((n) => Math.min(n, 50)),
  });

export type PageQuery = { page: number; limit: number };

export function pageInfo(page: number, limit: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}
