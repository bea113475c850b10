import { z } from "zod";
import { audioPlaylistKey, isRenditionName, renditionPlaylistKey } from "@/lib/storage/keys";

/** The content type of HLS playlists (master and rendition). */
export const HLS_MIME = "application/vnd.apple.mpegurl";
/** The content type of MPEG-TS segments. */
export const SEGMENT_MIME = "video/mp2t";

const Rendition = z.object({
  name: z.string().refine(isRenditionName),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bandwidth: z.number().int().positive(),
  segments: z.number().int().nonnegative().optional(),
  /** RFC 6381 codecs of the rendition, when the pipeline records them (`avc1.64001f,mp4a.40.2`) */
  codecs: z.string().regex(/^[A-Za-z0-9.,]{1,100}$/).optional(),
  /** encoded as variants A and B for leak tracing (decision 092): segments `{name}.a.{00000}.ts` and `.b.` */
  marked: z.literal(true).optional(),
});
export type Rendition = z.output<typeof Rendition>;

/** Media.renditions as stored (decision 074: lowest first); anything unreadable counts as none. */
export function renditionsOf(json: unknown): Rendition[] {
  const parsed = z.array(Rendition).safeParse(json);
  return parsed.success ? parsed.data : [];
}

const AudioRendition = z.object({
  /** its bit-rate, bits a second (already counted in each picture rendition's `bandwidth`) */
  bandwidth: z.number().int().positive(),
  segments: z.number().int().nonnegative(),
});
/**
 * A video's shared audio rendition (decision 095): one audio-only HLS rendition, stored once,
 * unmarked, that every picture rendition plays with (`{key}.audio.m3u8`, `{key}.audio.{00000}.ts`).
 */
export type AudioRendition = z.output<typeof AudioRendition>;

/** Media.audio as stored; null when the video has none (no sound, or its sound inside every segment: videos processed before decision 095). */
export function audioRenditionOf(json: unknown): AudioRendition | null {
  const parsed = AudioRendition.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The audio group every picture rendition names when the video has a shared audio rendition. */
const AUDIO_GROUP = "audio";

/**
 * The master playlist of a video: each rendition's playlist through `link` (a viewer's signed
 * link); with `audio`, the shared audio rendition as the one track of an audio group
 * (`#EXT-X-MEDIA:TYPE=AUDIO`) that every rendition plays with.
 */
export function masterPlaylist(mediaKey: string, renditions: Rendition[], link: (key: string) => string, audio: AudioRendition | null = null): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  if (audio) lines.push(`#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME="Audio",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="${link(audioPlaylistKey(mediaKey))}"`);
  for (const r of renditions) {
    const codecs = r.codecs ? `,CODECS="${r.codecs}"` : "";
    const group = audio ? `,AUDIO="${AUDIO_GROUP}"` : "";
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}${codecs}${group}`, link(renditionPlaylistKey(mediaKey, r.name)));
  }
  return lines.join("\n") + "\n";
}

/** The length of a rendition playlist in seconds (the sum of its #EXTINF durations). */
export function playlistSeconds(stored: string): number {
  let total = 0;
  for (const m of stored.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number(m[1]) || 0;
  return total;
}

/**
 * A viewer's copy of a stored rendition playlist: every segment line (a storage key, decision 074)
 * becomes `link(key)`. A line naming anything but a segment of this rendition (`{prefix}{00000}.ts`),
 * and any URI attribute (keys, maps), is dropped: the stored file cannot point a viewer elsewhere.
 */
export function viewerPlaylist(stored: string, segmentPrefix: string, link: (key: string) => string): string {
  const out: string[] = [];
  for (const raw of stored.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") continue;
    if (line.startsWith("#")) {
      if (/URI=/i.test(line)) continue;
      out.push(line);
      continue;
    }
    if (line.startsWith(segmentPrefix) && /^\d{5,6}\.ts$/.test(line.slice(segmentPrefix.length))) out.push(link(line));
  }
  return out.join("\n") + "\n";
}
