import { z } from "zod";
import { successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";
import { watermarkPutSchema } from "@/shared/schemas/watermark";

const tag = "Leak tracing";

const Suspect = z.object({ userId: uuid, username: z.string(), confidence: z.number().min(0).max(1), firstAccessAt: time }).meta({ id: "LeakSuspect" });
const TracedMedia = z.object({ postId: uuid.nullable(), mediaId: uuid }).nullable();
const traceAnswer = z.object({ success: successTrue, traceId: uuid, media: TracedMedia, suspects: z.array(Suspect) });
const watermark = z.object({ success: successTrue, visible: z.boolean(), text: z.string(), isDefault: z.boolean() });
const AdminPerson = z.object({ _id: uuid, username: z.string(), accountStatus: z.string() }).nullable();

export const leakOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/leaks/trace",
    operationId: "traceLeak",
    tag,
    summary: "Find which fan a leaked copy came from",
    description: `The copy is checked like an upload (its kind by its bytes, \`MEDIA_MAX_PHOTO_BYTES\` / \`MEDIA_MAX_VIDEO_BYTES\`
while it streams, then decoded: sharp for a photo, ffprobe and two decoded frames for a video). It is identified
first (the photo or video it is a copy of); a creator may trace copies of their own media only (403
\`LEAK_TRACE_NOT_YOUR_MEDIA\`), an admin any. Then the fans who received that medium (their receipts, decision 085)
are weighed, and those at a confidence of 0.99 or more are listed, most confident first. A copy of no medium of
the platform answers \`media: null, suspects: []\`; a copy never served to a fan (the creator's own original)
names nobody. Photos and videos up to 20 s answer at once; a longer video answers 202 with \`traceId\` and is traced
by the media worker (\`GET /api/leaks/trace/{traceId}\`). Every trace is recorded (\`LeakTrace\`, the admin's "Fuites")
and in the audit log. 20 traces an hour per member.`,
    auth: "bearer",
    body: { multipart: { file: { description: "the leaked copy: one image or video", file: true, required: true } } },
    answers: [
      { status: 200, description: "traced", schema: traceAnswer },
      { status: 202, description: "a long video: traced by a job", schema: z.object({ success: successTrue, traceId: uuid }) },
    ],
    errors: {
      400: "no file (`FILE_REQUIRED`), more than one (`LEAK_TRACE_ONE_FILE`)",
      403: "`LEAK_TRACE_NOT_YOUR_MEDIA`: a copy of another creator's medium",
      413: "too large, `PHOTO_TOO_MANY_PIXELS`, `VIDEO_TOO_LONG`",
      415: "not an image or video",
      422: "`MEDIA_UNREADABLE`: the file does not decode",
      429: "`LEAK_TRACES_TOO_MANY`",
      503: "the job queue is unavailable (a long video)",
    },
  },
  {
    method: "GET",
    path: "/api/leaks/trace/{traceId}",
    operationId: "leakTrace",
    tag,
    summary: "A trace's status and, once done, its answer",
    description: `Only its requester or an admin may read a trace (404 \`LEAK_TRACE_NOT_FOUND\` for anyone else). \`status\`:
\`queued\`, \`running\` (\`media: null, suspects: []\` meanwhile) or \`done\`. A trace that failed answers its error
as the synchronous trace would have: 403 \`LEAK_TRACE_NOT_YOUR_MEDIA\`, 422 \`LEAK_TRACE_FAILED\`.`,
    auth: "bearer",
    params: { traceId: { description: "the trace's id (from the 202 answer)" } },
    answers: [
      {
        status: 200,
        description: "the trace",
        schema: traceAnswer.extend({ status: z.enum(["queued", "running", "done"]), createdAt: time, finishedAt: time.nullable() }),
      },
    ],
    errors: { 403: "`LEAK_TRACE_NOT_YOUR_MEDIA`", 404: "unknown, or someone else's trace", 422: "`LEAK_TRACE_FAILED`" },
  },
  {
    method: "GET",
    path: "/api/admin/leaks",
    operationId: "adminLeakTraces",
    tag,
    summary: "Every leak trace (back office \"Fuites\")",
    description: "Newest first: who asked, the medium found (and its owner), the suspects with their account status, the status, and the failure's code.",
    auth: "admin",
    query: z.object({ page: z.coerce.number().int().min(1).optional(), limit: z.coerce.number().int().min(1).max(50).optional() }),
    answers: [
      {
        status: 200,
        description: "a page of traces",
        schema: z.object({
          success: successTrue,
          traces: z.array(
            z.object({
              _id: uuid,
              status: z.enum(["queued", "running", "done", "failed"]),
              kind: z.enum(["photo", "video"]),
              code: z.string().nullable(),
              requester: AdminPerson,
              media: z.object({ mediaId: uuid, postId: uuid.nullable(), type: z.string().nullable(), owner: AdminPerson }).nullable(),
              suspects: z.array(Suspect.extend({ accountStatus: z.string().nullable() })),
              createdAt: time,
              finishedAt: time.nullable(),
            }),
          ),
          pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number(), hasNext: z.boolean() }),
        }),
      },
    ],
  },
  {
    method: "GET",
    path: "/api/users/watermark",
    operationId: "watermark",
    tag,
    summary: "The viewer's visible mark",
    description: "`text` is the stored text, or the default `velvet/@username` (`isDefault`).",
    auth: "bearer",
    answers: [{ status: 200, description: "the setting", schema: watermark }],
  },
  {
    method: "PUT",
    path: "/api/users/watermark",
    operationId: "updateWatermark",
    tag,
    summary: "Turn the visible mark on or off, set its text",
    description: `When \`visible\`, a discreet semi-transparent line of \`text\` is burnt into the bottom corner of the viewer's NEW
photos (at upload) and videos (their renditions), for everyone; media made before keep their look. \`text\`: 1–40
characters (letters, digits, spaces and \`. _ @ / : # + -\`); null or absent: the default \`velvet/@username\`. 30 changes an hour.`,
    auth: "bearer",
    body: { json: watermarkPutSchema },
    answers: [{ status: 200, description: "saved", schema: watermark }],
    errors: { 400: "invalid `visible` or `text` (field errors)", 429: "too many changes" },
  },
];
