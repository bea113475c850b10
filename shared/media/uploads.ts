// What the browser needs to know of resumable uploads, without zod (the composer loads this with
// the page; the input schema is shared/schemas/uploads.ts).

/** A resumable upload's id (POST /api/uploads answers `Location: /api/uploads/{id}`): `up-` and a UUID. */
export const UPLOAD_ID_PATTERN = /^up-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUploadId = (id: string) => UPLOAD_ID_PATTERN.test(id);

/** The tus endpoint (tus 1.0: core, creation, termination, expiration). */
export const UPLOADS_PATH = "/api/uploads";
