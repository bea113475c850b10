import { z } from "@/shared/zod";

/** GET /api/users/vault?type=photo|video&page&limit */
export const vaultQuerySchema = z.object({
  type: z.enum(["photo", "video", "all"], { error: "type must be photo, video or all" }).default("all"),
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .default(24)
    .transform((n) => Math.min(n, 60)),
});
export type VaultQuery = z.infer<typeof vaultQuerySchema>;
