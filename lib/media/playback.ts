import { prisma } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { HLS_MIME, SEGMENT_MIME, audioRenditionOf, masterPlaylist, playlistSeconds, renditionsOf, viewerPlaylist } from "@/lib/media/hls";
import { signedMediaUrl, verifyMediaSignature, viewerTag } from "@/lib/media/signed-url";
import { streamObject } from "@/lib/media/stream";
import { storage } from "@/lib/storage";
import { AUDIO_RENDITION, audioPlaylistKey, masterPlaylistKeyOf, posterKeyOf, renditionPlaylistKey, variantSegmentKey, type SegmentVariant, type VideoPart } from "@/lib/storage/keys";

/**
 * Which variant (A or B) of each segment of a marked video a viewer's link tag is served, or null
 * when that viewer may be served none (decision 092; lib/leaks/video-marks.ts variantChoiceOf,
 * handed in by lib/access/media.ts: lib/media does not import lib/leaks).
 */
export type VariantChooser = (media: { id: string; ownerId: string }, viewer: string) => Promise<((index: number) => SegmentVariant) | null>;

/**
 * The poster a viewer's link tag is served (decision 095): its storage key and type (the poster
 * itself for its owner and staff, a fan's marked copy of it), or null when that viewer may be
 * served none (lib/leaks/video-marks.ts posterCopyOf, handed in by lib/access/media.ts).
 */
export type PosterChooser = (media: { id: string; ownerId: string }, posterKey: string, viewer: string) => Promise<{ key: string; mimeType: string } | null>;

/** What serving a video's parts is given of leak tracing's rules (lib/leaks): which segments and which poster each viewer gets. */
export type VideoMarks = { variants: VariantChooser; poster: PosterChooser };

/** What the access rule hands over of a video the viewer may see. */
export type PlayableVideo = {
  key: string;
  ownerId: string;
  status: "processing" | "ready" | "failed";
  posterKey: string | null;
  renditions: unknown;
  durationMs: number | null;
  width: number | null;
  height: number | null;
};

/**
 * The access answer of a video (decision 077): a signed master playlist of the viewer's own, its
 * poster (signed too), duration in seconds and dimensions. A video still processing is 409
 * MEDIA_PROCESSING for everyone; a failed one is 409 MEDIA_PROCESSING_FAILED for its author (who
 * can retry or replace it) and MEDIA_PROCESSING for anyone else, who is not told more. A video
 * with no renditions (stored before the pipeline) counts as processing. The original file is never
 * linked.
 */
export function videoAccess(video: PlayableVideo, viewerId: string, now = Date.now()) {
  const renditions = renditionsOf(video.renditions);
  if (video.status === "failed" && video.ownerId === viewerId) throw conflict("MEDIA_PROCESSING_FAILED");
  if (video.status !== "ready" || renditions.length === 0) throw conflict("MEDIA_PROCESSING");
  const viewer = viewerTag(viewerId);
  const top = renditions[renditions.length - 1];
  return {
    ...signedMediaUrl(masterPlaylistKeyOf(video.key), now, { viewer }),
    type: "video" as const,
    mimeType: HLS_MIME,
    poster: signedMediaUrl(video.posterKey ?? posterKeyOf(video.key), now, { viewer }).url,
    duration: video.durationMs === null ? null : Math.round(video.durationMs) / 1000,
    width: video.width ?? top.width,
    height: video.height ?? top.height,
  };
}

const PLAYLIST_HEADERS = { "content-type": HLS_MIME, "cache-control": "private, no-store", "x-content-type-options": "nosniff" };

async function storedText(key: string): Promise<string> {
  const obj = await storage().get(key);
  if (!obj) throw notFound("MEDIA_NOT_FOUND");
  return new Response(obj.stream).text();
}

/**
 * GET /api/media/{part}?exp&v&sig: a video's served forms through the viewer's signed link (403
 * altered or expired). The master playlist lists each rendition's playlist, and each rendition
 * playlist every segment, as links of the same viewer, written now: valid MEDIA_URL_TTL_SECONDS
 * plus the video's length, so a viewer who started in time can watch to the end; the master
 * names the shared audio rendition's playlist (decision 095) when the video has one, the same
 * for every viewer. Segments are checked by their signature alone (no database read); they stream
 * from storage with Range. The poster is the viewer's own (`marks.poster`: a fan's marked copy).
 * Without `marks`, a marked video's playlists and every poster are refused.
 */
export async function serveVideoPart(
  key: string,
  part: VideoPart,
  exp: string | null,
  sig: string | null,
  viewer: string | null,
  rangeHeader: string | null,
  now = Date.now(),
  marks: VideoMarks | null = null,
): Promise<Response> {
  const secondsLeft = viewer === null ? null : verifyMediaSignature(key, exp, sig, now, viewer);
  if (secondsLeft === null || viewer === null) throw forbidden("INVALID_LINK");
  const cache = `private, max-age=${Math.min(secondsLeft, 3600)}`;
  switch (part.part) {
    case "segment":
      return streamObject(key, SEGMENT_MIME, rangeHeader, cache);
    case "poster": {
      // the viewer's own: a fan's copy carries their invisible mark, as their photos do (decision 095)
      const media = await prisma.media.findUnique({ where: { key: part.media }, select: { id: true, ownerId: true, type: true } });
      const poster = media?.type === "video" && marks ? await marks.poster(media, key, viewer) : null;
      if (!poster) throw notFound("MEDIA_NOT_FOUND");
      return streamObject(poster.key, poster.mimeType, rangeHeader, cache);
    }
    case "audio": {
      // the shared audio rendition: unmarked, the same for every viewer (decision 095)
      const media = await prisma.media.findUnique({ where: { key: part.media }, select: { type: true, audio: true } });
      if (media?.type !== "video" || !audioRenditionOf(media.audio)) throw notFound("MEDIA_NOT_FOUND");
      const stored = await storedText(audioPlaylistKey(part.media));
      const sign = (k: string) => signedMediaUrl(k, now, { viewer, extraSeconds: playlistSeconds(stored) }).url;
      return new Response(viewerPlaylist(stored, `${part.media}.${AUDIO_RENDITION}.`, sign), { status: 200, headers: PLAYLIST_HEADERS });
    }
    case "playlist": {
      const media = await prisma.media.findUnique({ where: { key: part.media }, select: { id: true, ownerId: true, type: true, renditions: true } });
      const rendition = renditionsOf(media?.renditions).find((r) => r.name === part.rendition);
      if (!media || media.type !== "video" || !rendition) throw notFound("MEDIA_NOT_FOUND");
      const stored = await storedText(renditionPlaylistKey(part.media, part.rendition));
      const seconds = playlistSeconds(stored);
      const sign = (k: string) => signedMediaUrl(k, now, { viewer, extraSeconds: seconds }).url;
      // a video processed before decision 092 has one unmarked variant, served as it is until the workers re-mark it (decision 115)
      if (!rendition.marked) return new Response(viewerPlaylist(stored, `${part.media}.${part.rendition}.`, sign), { status: 200, headers: PLAYLIST_HEADERS });
      // a marked one: segment by segment, the viewer's own variant, and only that one is signed for them
      const choice = marks ? await marks.variants(media, viewer) : null;
      if (!choice) throw forbidden("INVALID_LINK");
      const prefix = `${part.media}.${part.rendition}.a.`;
      const body = viewerPlaylist(stored, prefix, (k) => {
        const index = Number(k.slice(prefix.length, -".ts".length));
        return sign(variantSegmentKey(part.media, part.rendition, choice(index), index));
      });
      return new Response(body, { status: 200, headers: PLAYLIST_HEADERS });
    }
    case "master": {
      const media = await prisma.media.findUnique({ where: { key: part.media }, select: { type: true, status: true, renditions: true, audio: true, durationMs: true } });
      const renditions = renditionsOf(media?.renditions);
      if (!media || media.type !== "video" || media.status !== "ready" || renditions.length === 0) throw notFound("MEDIA_NOT_FOUND");
      const seconds = (media.durationMs ?? 0) / 1000;
      const body = masterPlaylist(part.media, renditions, (k) => signedMediaUrl(k, now, { viewer, extraSeconds: seconds }).url, audioRenditionOf(media.audio));
      return new Response(body, { status: 200, headers: PLAYLIST_HEADERS });
    }
  }
}

/** A signed link to a video's poster, the viewer's own (the owner's vault shows it as the video's preview). */
export function posterUrl(video: { key: string; posterKey: string | null }, viewerId: string, now = Date.now()): string {
  return signedMediaUrl(video.posterKey ?? posterKeyOf(video.key), now, { viewer: viewerTag(viewerId) }).url;
}

/** Whose links the back office's are: one tag for staff (the admin queues do not pass the admin's id down). */
export const STAFF_VIEWER = "staff";

/**
 * A medium as a page that shows it directly links it (the back office's queues): a photo's own
 * signed link; a video's signed master playlist (its original is never served) and its poster.
 * `viewerId`: whose links these are (the admin's).
 */
export function directMediaLink(m: { key: string; type: string; mimeType: string; posterKey: string | null }, viewerId: string, now = Date.now()) {
  if (m.type !== "video") return { mimeType: m.mimeType, url: signedMediaUrl(m.key, now).url, poster: null };
  const viewer = viewerTag(viewerId);
  return { mimeType: HLS_MIME, url: signedMediaUrl(masterPlaylistKeyOf(m.key), now, { viewer }).url, poster: posterUrl(m, viewerId, now) };
}
