import { z } from "@/shared/zod";
import { time, uuid } from "@/shared/answers/common";
import { REPORT_REASONS } from "@/shared/schemas/reports";

// The answers of the admin's hash lists (issue 24, point 8): lib/hash-lists builds them typed by
// these; the OpenAPI document describes them.

export const HashList = z
  .object({
    _id: uuid,
    name: z.string(),
    source: z.string().meta({ description: 'where the hashes come from; "internal" for the lists moderation decisions feed' }),
    reason: z.enum(REPORT_REASONS).meta({ description: "the reason of the report a match opens" }),
    hashCount: z.number().int(),
    createdAt: time,
  })
  .meta({ id: "HashList" });
export type HashListAnswer = z.output<typeof HashList>;

export const PdqAnswer = z.object({
  pdq: z.string().meta({ description: "the PDQ hash, 64 hex digits" }),
  quality: z.number().int().meta({ description: "0-100; under 50 the picture is too featureless to match on" }),
});
