import { randomUUID } from "node:crypto";

export { isUploadId } from "@/shared/media/uploads";

/** The metadata key under which an upload records its uploader (set by the server, never by the client). */
export const UPLOADER_KEY = "uploader";

/** A new upload's id: `up-{uuid}` (shared/media/uploads.ts UPLOAD_ID_PATTERN). */
export const newUploadId = () => `up-${randomUUID()}`;
