import { z } from "@/shared/zod";
import { isUploadId } from "@/shared/media/uploads";

/** Finished uploads a post or a message is made of, in order (their ids, from the upload's Location). */
export const uploadIdsSchema = z.object({
  uploads: z
    .array(z.string(), { error: "uploads must be a list of upload ids" })
    .max(10, "At most 10 files")
    .refine((ids) => ids.every(isUploadId), "Unknown upload")
    .refine((ids) => new Set(ids).size === ids.length, "The same upload is listed twice"),
});
