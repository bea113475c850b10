import { z } from "@/shared/zod";
import { REPORT_REASONS } from "@/shared/schemas/reports";

// Inputs of the admin's hash lists of known abuse material (issue 24, point 8; decision 070).

/** A PDQ hash as hash lists write it: 64 hex digits. */
export const PDQ_HEX_PATTERN = /^[0-9a-fA-F]{64}$/;
/** Hashes one request may add (a JSON array or a file of one hash per line). */
export const MAX_HASHES_PER_REQUEST = 10_000;

/** POST /api/admin/hash-lists {name, source, reason}: `reason` is the report reason a match opens. */
export const hashListSchema = z.object({
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(100, "name is too long (100 characters max)"),
  source: z.string({ error: "source is required" }).trim().min(1, "source is required").max(200, "source is too long (200 characters max)"),
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(", ")}` }),
});
export type HashListInput = z.infer<typeof hashListSchema>;

/** POST /api/admin/hash-lists/{id}/hashes {hashes: [hex…]} (JSON; a multipart `file` of one hash per line is read into the same shape). */
export const hashesSchema = z.object({
  hashes: z
    .array(z.string({ error: "each hash must be text" }).trim().regex(PDQ_HEX_PATTERN, "PDQ_HASH_INVALID"), { error: "hashes must be a list of PDQ hashes" })
    .min(1, "HASHES_REQUIRED")
    .max(MAX_HASHES_PER_REQUEST, `at most ${MAX_HASHES_PER_REQUEST} hashes per request`),
});
export type HashesInput = z.infer<typeof hashesSchema>;
