import { Metadata, Server } from "@tus/server";
import { appUrl } from "@/lib/env";
import { badRequest, notFound, unavailable } from "@/lib/errors";
import { refuseUnread } from "@/lib/http/body";
import { log } from "@/lib/log";
import { resumableLimits } from "@/lib/media/limits";
import { mediaErrors } from "@/lib/media/prepare";
import { declaredMediaKind } from "@/lib/media/sniff";
import { consume, limiter } from "@/lib/rate-limit";
import { uploadStore } from "@/lib/uploads/store";
import { isUploadId, newUploadId, UPLOADER_KEY } from "@/lib/uploads/ids";
import { UPLOADS_PATH } from "@/shared/media/uploads";

const MAX_FILENAME = 255;

/** The member each request is handled for (tus's hooks get the request, not our viewer). */
const uploaders = new WeakMap<Request, string>();

let server: Promise<Server> | undefined;

/**
 * The tus 1.0 server (@tus/server: core, creation, termination, expiration) behind
 * /api/uploads: bodies are streamed to the upload store (lib/uploads/store.ts), never held in
 * memory. Each upload records its uploader in its metadata (`uploader`, set by the server
 * whatever the client sent), and only they may see or touch it.
 */
function tusServer(): Promise<Server> {
  server ??= uploadStore().then(
    ({ store }) =>
      new Server({
        path: UPLOADS_PATH,
        datastore: store,
        // Location: /api/uploads/{id}
        relativeLocation: true,
        namingFunction: () => newUploadId(),
        // the declared length is checked per kind before creation (checkCreation); this is the ceiling of a PATCH
        maxSize: () => Math.max(...Object.values(resumableLimits())),
        // same-origin browsers only (tus's default would be "*")
        allowedOrigins: [new URL(appUrl()).origin],
        // tus answers a failure of the store with a bare 500 (made a 503 by handleUpload): the cause goes to the log
        onResponseError: (_req, err) => {
          if (!("status_code" in err) || err.status_code >= 500) log.error({ err }, "resumable upload request failed");
          return undefined;
        },
        onUploadCreate: async (req, upload) => {
          const uploader = uploaders.get(req);
          if (!uploader) throw { status_code: 401, body: "Authentication required\n" };
          return { metadata: { ...upload.metadata, [UPLOADER_KEY]: uploader } };
        },
      }),
  );
  return server;
}

/**
 * POST /api/uploads, HEAD/PATCH/DELETE /api/uploads/{id} for a signed-in member. A creation is
 * checked first, in our error shape: its declared length (400 when missing, 413 past the limit
 * of the kind its `filetype` declares: photos UPLOAD_MAX_PHOTO_BYTES, videos
 * UPLOAD_MAX_VIDEO_BYTES), its `filename` and `filetype` (415 for anything but a photo or a
 * video). Another member's upload, or an unknown one, is 404. The rest is the tus protocol.
 */
export async function handleUpload(req: Request, uploaderId: string, id?: string): Promise<Response> {
  if (id !== undefined) {
    if (!isUploadId(id) || !(await ownsUpload(uploaderId, id))) refuseUnread(req, notFound("UPLOAD_NOT_FOUND"));
  } else if (req.method === "POST") {
    await consume(limiter("upload-create", 120, 60 * 60), uploaderId, "UPLOADS_TOO_MANY");
    checkCreation(req);
  }
  uploaders.set(req, uploaderId);
  const res = await (await tusServer()).handleWeb(req);
  // a failure of the upload store (S3 unreachable, a full disk) is a bare 500 from tus, logged by
  // onResponseError: the member gets 503 SERVICE_UNAVAILABLE in our error shape and language
  if (res.status >= 500) throw unavailable();
  return res;
}

async function ownsUpload(uploaderId: string, id: string): Promise<boolean> {
  const { store } = await uploadStore();
  // unknown or expired (tus's 404/410): nobody's; the store failing is not an answer about the upload
  const upload = await store.getUpload(id).catch((err: unknown) => {
    const status = (err as { status_code?: number } | null)?.status_code;
    if (status !== undefined && status < 500) return null;
    log.error({ err, id }, "resumable upload store failed");
    throw unavailable();
  });
  return upload?.metadata?.[UPLOADER_KEY] === uploaderId;
}

function checkCreation(req: Request): void {
  const length = req.headers.get("upload-length");
  if (length === null || !/^\d{1,16}$/.test(length)) refuseUnread(req, badRequest("UPLOAD_LENGTH_REQUIRED"));
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(req.headers.get("upload-metadata") ?? undefined) ?? {};
  } catch {
    return refuseUnread(req, badRequest("UPLOAD_METADATA_INVALID"));
  }
  const filename = metadata.filename?.trim() ?? "";
  const filetype = metadata.filetype?.trim() ?? "";
  if (!filename || filename.length > MAX_FILENAME || !filetype) refuseUnread(req, badRequest("UPLOAD_METADATA_INVALID"));
  const kind = declaredMediaKind(filetype);
  if (!kind) refuseUnread(req, mediaErrors.wrongKind(filename));
  const max = resumableLimits()[kind];
  if (Number(length) > max) refuseUnread(req, mediaErrors.tooBig(filename, kind, max));
  if (Number(length) === 0) refuseUnread(req, badRequest("UPLOAD_LENGTH_REQUIRED"));
}
