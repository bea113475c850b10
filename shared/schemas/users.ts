import { z } from "@/shared/zod";
import { isOldEnough, parseDateOnly } from "@/shared/validation/age";
import { MIN_PASSWORD_LENGTH } from "@/shared/validation/constants";
import { normalizeUsername, RESERVED_USERNAMES, USERNAME_PATTERN } from "@/shared/validation/username";

// Shared by the forms and the route handlers.
const name = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(50, `${label} is too long`);

export const usernameSchema = z
  .string({ error: "Username is required" })
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(1, "Username is required")
      .regex(USERNAME_PATTERN, "Username must be 3 to 30 letters, digits, dots or underscores")
      .refine((u) => !RESERVED_USERNAMES.has(u), "This username is not available"),
  );

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email"));

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, "Password is too long");

export const dateOfBirthSchema = z
  .string({ error: "Date of birth is required" })
  .trim()
  .min(1, "Date of birth is required")
  .refine((v) => parseDateOnly(v) !== null, "Please enter a valid date of birth")
  .refine((v) => isOldEnough(v), "You must be at least 18 years old to join")
  .refine((v) => (parseDateOnly(v)?.y ?? 0) >= 1900, "Please enter a valid date of birth")
  .transform((v) => v.slice(0, 10));

export const registerSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  dateOfBirth: dateOfBirthSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const adminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).transform(normalizeUsername).pipe(z.string().min(1, "Username is required").max(64)),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
