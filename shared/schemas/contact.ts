import { z } from "@/shared/zod";
import { emailSchema } from "@/shared/schemas/users";

export const contactSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name is too long (100 characters max)"),
  email: emailSchema,
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message is too long (5000 characters max)"),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Admin lists: optional case-insensitive search and paging (newest first). */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).default(50).transform((n) => Math.min(n, 50)),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const idSchema = z.uuid({ error: "Not found" });
