import { z } from "@/shared/zod";

/** `?w=` of GET /api/images/{key}: the width asked for; anything else is ignored (the full size). */
export const imageQuerySchema = z.object({ w: z.coerce.number().int().min(1).max(4096).optional().catch(undefined) });
