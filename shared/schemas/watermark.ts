import { z } from "@/shared/zod";

// A creator's visible mark (issue 25 §7, lib/leaks/watermark.ts): GET/PUT /api/users/watermark.

/** Longest text of a visible mark: it must stay a discreet corner line. */
export const WATERMARK_TEXT_MAX = 40;

/** Letters, digits, spaces and the punctuation of a handle or a site name; nothing that could be markup. */
const MARK_TEXT = /^[\p{L}\p{N} ._@/:#+-]+$/u;

export const watermarkTextSchema = z
  .string({ error: "Expected a text" })
  .trim()
  .min(1, "The mark needs a text")
  .max(WATERMARK_TEXT_MAX, `At most ${WATERMARK_TEXT_MAX} characters`)
  .regex(MARK_TEXT, "Letters, digits, spaces and . _ @ / : # + - only");

/** PUT body: `text` null (or absent) keeps the default `velvet/@username`. */
export const watermarkPutSchema = z.strictObject({
  visible: z.boolean({ error: "visible must be true or false" }),
  text: watermarkTextSchema.nullable().optional(),
});

export type Watermark = { visible: boolean; text: string; isDefault: boolean };
