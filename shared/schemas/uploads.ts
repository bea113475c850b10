import { z } from "@/shared/zod";

/** A resumable upload's id (POST /api/uploads answers `Location: /api/uploads/{id}`): `up-` and a UUID. */
export const UPLOAD_ID_PATTERN = /^up-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadId = (id: string) => UPLOAD_ID_PATTERN.test(id);

/** The tus endpoint (tus 1.0: core, creation, termination, expiration). */
export const UPLOADS_PATH = "/api/uploads";

/** Finished uploads a post or a message is made of, in order (their ids, from the upload's Location). */
export const uploadIdsSchema = z.object({
  uploads: z
    .array(z.string(), { error: "uploads must be a list of upload ids" })
    .max(10, "At most 10 files")
    .refine((ids) => ids.every(isUploadId), "Unknown upload")
    .refine((ids) => new Set(ids).size === ids.length, "The same upload is listed twice"),
});
