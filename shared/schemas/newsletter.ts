import { z } from "@/shared/zod";
import { emailSchema } from "@/shared/schemas/users";

/** POST /api/newsletter. */
export const newsletterSchema = z.object({ email: emailSchema });
