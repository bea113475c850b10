import type { Operation } from "@/lib/openapi/types";

const tag = "Uploads";
const id = { id: { description: "the upload's id (`up-…`, from the Location of its creation); another member's, or an unknown one, is 404" } };
const protocol = `The [tus 1.0](https://tus.io/protocols/resumable-upload) protocol (core, creation, termination,
expiration), served by \`@tus/server\` (\`lib/uploads/tus.ts\`); every request carries \`Tus-Resumable: 1.0.0\`
(else 412). Only the uploader may see or touch an upload. Bytes stream to the upload store (the local disk under
\`DATA_DIR/tmp/tus\`, or the S3 bucket with \`STORAGE_DRIVER=s3\`), never into memory. An unfinished upload expires
\`UPLOAD_RETENTION_HOURS\` (24) after it started (\`Upload-Expires\`; then 410) and is deleted by the privacy job. A
finished upload is used by passing its id in \`uploads\` to \`POST /api/posts/exclusive-content\` or
\`POST /api/chat/attachments\`, where it is checked by content like a multipart file, then deleted.`;

export const uploadOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/uploads",
    operationId: "createUpload",
    tag,
    summary: "Start a resumable upload (tus creation)",
    description: `${protocol}

Headers: \`Upload-Length\` (bytes, required: no deferred length) and \`Upload-Metadata\` with \`filename\` and
\`filetype\` (base64 values, as tus clients send them). The declared type picks the limit: photos
\`UPLOAD_MAX_PHOTO_BYTES\` (50 MB), videos \`UPLOAD_MAX_VIDEO_BYTES\` (4 GB); a longer declared length is 413
before any byte is stored; anything but \`image/*\` or \`video/*\` is 415. 120 creations an hour per member.`,
    auth: "bearer",
    answers: [
      {
        status: 201,
        description: "created; no body",
        headers: { Location: "`/api/uploads/{id}`", "Upload-Expires": "when the unfinished upload expires (RFC 7231 date)", "Tus-Resumable": "1.0.0" },
      },
    ],
    errors: { 400: "`UPLOAD_LENGTH_REQUIRED`, `UPLOAD_METADATA_INVALID`", 412: "no `Tus-Resumable`", 413: "`MEDIA_TOO_LARGE`", 415: "`MEDIA_TYPE_NOT_ALLOWED`", 429: "`UPLOADS_TOO_MANY`", 503: "`SERVICE_UNAVAILABLE`: the upload store (disk or S3) failed" },
  },
  {
    method: "PATCH",
    path: "/api/uploads/{id}",
    operationId: "appendUpload",
    tag,
    summary: "Send bytes of an upload (tus core)",
    description: `${protocol}

Headers \`Upload-Offset\` (must equal the upload's offset, else 409) and \`Content-Type:
application/offset+octet-stream\`; the body is the next bytes. A connection cut mid-way keeps what arrived:
\`HEAD /api/uploads/{id}\` answers \`Upload-Offset\` (and \`Upload-Length\`, \`Cache-Control: no-store\`) and
the client goes on from there.`,
    auth: "bearer",
    params: id,
    answers: [{ status: 204, description: "stored", headers: { "Upload-Offset": "the new offset", "Upload-Expires": "while unfinished" } }],
    errors: { 404: "`UPLOAD_NOT_FOUND`", 409: "wrong `Upload-Offset`", 410: "expired", 412: "no `Tus-Resumable`", 413: "past the declared length", 415: "wrong content type", 503: "`SERVICE_UNAVAILABLE`: the upload store (disk or S3) failed" },
  },
  {
    method: "DELETE",
    path: "/api/uploads/{id}",
    operationId: "deleteUpload",
    tag,
    summary: "Cancel an upload (tus termination)",
    description: protocol,
    auth: "bearer",
    params: id,
    answers: [{ status: 204, description: "deleted, bytes included" }],
    errors: { 404: "`UPLOAD_NOT_FOUND`", 412: "no `Tus-Resumable`", 503: "`SERVICE_UNAVAILABLE`: the upload store (disk or S3) failed" },
  },
];
