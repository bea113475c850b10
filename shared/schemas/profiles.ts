import { z } from "@/shared/zod";
import { emailSchema, usernameSchema } from "@/shared/schemas/users";
import { hasAtMostTwoDecimals, isAtLeastOneCent } from "@/shared/validation/amount";

const name = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(50, `${label} is too long`);

/** PUT /api/users/profile: every field optional; absent fields are left as they are. */
export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  firstName: name("First name").optional(),
  lastName: name("Last name").optional(),
  /** what other members see instead of first + last name; "" or null removes it */
  displayName: z
    .string({ error: "Display name must be text" })
    .trim()
    .max(50, "Display name must be at most 50 characters")
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v)),
  bio: z.string().trim().max(500, "Bio must be at most 500 characters").nullable().optional(),
  location: z.string().trim().max(100, "Location must be at most 100 characters").nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /api/users/subscription-price: dollars, > 0, at most 2 decimals, at most 1000. */
export const subscriptionPriceSchema = z.object({
  price: z.coerce
    .number({ error: "Please enter a valid amount" })
    .refine(isAtLeastOneCent, "Please enter a valid amount")
    .refine((n) => n <= 1000, "The price must be at most 1000")
    .refine(hasAtMostTwoDecimals, "Use at most 2 decimals"),
});
