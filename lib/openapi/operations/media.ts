import { z } from "zod";
import { imageQuerySchema } from "@/shared/schemas/media";
import { successTrue, time } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Media";

// GET /api/media/{key} reads `exp` and `sig` as they are (lib/media/signed-url.ts checks them); this
// object only describes them.
const signedLinkQuery = z.object({
  exp: z.string().meta({ description: "the link's end, in Unix seconds" }),
  v: z.string().optional().meta({ description: "the viewer's tag, on a video's playlist, segment and poster links (signed too: each viewer's links are their own)" }),
  sig: z.string().meta({ description: "HMAC-SHA256 of the key, exp (and v)" }),
  w: imageQuerySchema.shape.w.meta({ description: "a photo's displayed width: the narrowest stored WebP copy at least as wide (320, 640, 960, 1280, 1920: those narrower than the photo), else the photo" }),
});

export const mediaOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/content/access/{mediaKey}",
    operationId: "mediaAccess",
    tag,
    summary: "A signed, expiring link to a private file",
    description: `For a viewer allowed by the [access rule](architecture.md#who-may-see-what): the owner or an active
subscriber for post media, the two members of a conversation for a sent chat attachment (before it is sent,
only the uploader). The \`url\` is \`/api/media/{key}?exp={unix}&sig={HMAC-SHA256}\`, valid
\`MEDIA_URL_TTL_SECONDS\` (600). A photo's answer adds its \`width\` and \`height\` and \`srcset\`: a signed link per
narrower WebP copy (each of 320, 640, 960, 1280 and 1920 px narrower than the photo, narrowest first; none for
a photo stored before these copies existed, until the photo backfill makes them), for an \`<img srcset>\` with
\`sizes\`, so a phone downloads a phone-sized photo ([decision 080](decisions/080-responsive-photo-widths.md)).
A fan's photo links (\`url\` and every \`srcset\` entry) carry their viewer tag \`&v=\` and serve their own
invisibly marked copy ([decision 090](decisions/090-photo-leak-marks.md)); the owner's carry none.

A **video** answers only once ready (decision 077): \`url\` is the viewer's own signed HLS master playlist
(\`application/vnd.apple.mpegurl\`), which lists each rendition's playlist as a signed link, each listing
every MPEG-TS segment as a signed link of the same viewer (valid the TTL plus the video's length); \`poster\`
is signed too, \`duration\` in seconds, \`width\`/\`height\` in pixels. The original upload is never linked.
A video still processing is 409 \`MEDIA_PROCESSING\`; a failed one is 409 \`MEDIA_PROCESSING_FAILED\` for
its author (to retry or replace it) and \`MEDIA_PROCESSING\` for anyone else.`,
    auth: "bearer",
    params: { mediaKey: { description: "the media key of a post file or chat attachment" } },
    answers: [
      {
        status: 200,
        description: "the link",
        schema: z.union([
          z.object({
            success: successTrue,
            url: z.string(),
            expiresAt: time,
            type: z.literal("image"),
            mimeType: z.string(),
            width: z.number().int().nullable().meta({ description: "a photo's width as stored (px)" }),
            height: z.number().int().nullable().meta({ description: "a photo's height as stored (px)" }),
            srcset: z
              .array(z.object({ width: z.number().int(), url: z.string() }))
              .meta({ description: "a photo's narrower WebP copies, each a signed link with `&w=`, narrowest first" }),
          }),
          z.object({
            success: successTrue,
            url: z.string().meta({ description: "the viewer's signed HLS master playlist" }),
            expiresAt: time,
            type: z.literal("video"),
            mimeType: z.literal("application/vnd.apple.mpegurl"),
            poster: z.string().meta({ description: "signed link to the poster frame (JPEG)" }),
            duration: z.number().nullable().meta({ description: "seconds" }),
            width: z.number().int(),
            height: z.number().int(),
          }),
        ]),
      },
    ],
    errors: {
      403: "not allowed to see it, or `age_assurance_required` (a visitor from AGE_ASSURANCE_REQUIRED_COUNTRIES without a strong age check)",
      404: "unknown key, or a post's medium whose author blocked the viewer",
      409: "`MEDIA_PROCESSING` (a video not ready yet), `MEDIA_PROCESSING_FAILED` (its author, when processing failed)",
      451: "`GEO_BLOCKED`",
    },
  },
  {
    method: "GET",
    path: "/api/media/{key}",
    operationId: "signedMedia",
    tag,
    summary: "Serve a private file through a signed link",
    description: `The bytes with their content type, \`cache-control: private\`, and single HTTP ranges (206 / 416)
for video. Checked by signature; links come from \`GET /api/users/content/access/{mediaKey}\`. A visitor from a country of
\`AGE_ASSURANCE_REQUIRED_COUNTRIES\` also needs a signed-in account with a passed strong age check (403
\`age_assurance_required\`, see \`GET /api/users/age-check\`). Identity documents are never served here.
A post or chat photo is also stored as WebP copies 320, 640, 960, 1280 and 1920 px wide (those narrower than it):
\`&w=\` (outside the signature; the link's checks are the same) answers the narrowest copy at least that wide
(\`image/webp\`), else the photo as stored. The access answer lists them as \`srcset\`.
A photo's link with a viewer tag \`v\` is a fan's: it serves that fan's marked copy of the photo or of the
copy \`w\` picks (made on the first request and kept, decision 090), and is 404 \`MEDIA_NOT_FOUND\` when no fan of
that photo has that tag (never the unmarked photo).

A video is served only as its forms (decision 077), each through a link of one viewer (\`v\`): the master
playlist \`{key}.master.m3u8\` and the rendition playlists \`{key}.{name}.m3u8\` (\`application/vnd.apple.mpegurl\`,
\`no-store\`, written per request with signed links), the segments \`{key}.{name}.{00000}.ts\` (\`video/mp2t\`,
ranges) and the poster \`{key}.poster.jpg\`. The original upload is never served (404), whatever the link.
A video marked for leak tracing has its sound as one audio-only rendition shared by all (decision 095): the master
playlist names it in an audio group (\`#EXT-X-MEDIA:TYPE=AUDIO\`), playlist \`{key}.audio.m3u8\`, segments
\`{key}.audio.{00000}.ts\`. A fan's poster link serves that fan's marked copy of the poster (made on the first
request and kept, as a photo's), the owner's and staff's the poster itself; any other viewer's is 404 \`MEDIA_NOT_FOUND\`.`,
    auth: "none",
    params: { key: { description: "the media key" } },
    query: signedLinkQuery,
    answers: [
      { status: 200, description: "the file", contentType: "*/*" },
      { status: 206, description: "the asked range of the file", contentType: "*/*" },
    ],
    errors: {
      403: "an altered or expired link, or `age_assurance_required`",
      404: "unknown file, or a video's original upload",
      416: "a range outside the file",
      451: "`GEO_BLOCKED`: a post's medium whose author geo-blocks the visitor's country or region, however valid the link",
    },
  },
  {
    method: "GET",
    path: "/api/images/{key}",
    operationId: "publicImage",
    tag,
    summary: "Serve a public image (avatar, cover)",
    description: `No auth, \`cache-control: public, max-age=31536000, immutable\` (a new upload gets a new key).
Avatars are stored at 48/96/192 px and full size (≤ 1024), covers at 640/1280/1920 and full size (≤ 2560),
all WebP; \`w\` picks the smallest stored width at least as wide. Post media keys are never served here.`,
    auth: "none",
    params: { key: { description: "the image's key" } },
    query: imageQuerySchema,
    answers: [{ status: 200, description: "the WebP image", contentType: "image/webp" }],
    errors: { 404: "not a public image" },
  },
];
