// The playlists a viewer is given (lib/media/hls.ts) and the names of a video's stored forms
// (lib/storage/keys.ts), decision 077.
import { describe, expect, it } from "vitest";
import { masterPlaylist, playlistSeconds, renditionsOf, viewerPlaylist } from "@/lib/media/hls";
import { videoPartOf } from "@/lib/storage/keys";

const K = "pm-0b7c5a3e-1111-4222-8333-944455556666.mp4";
const STORED = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:2.000000,
${K}.360p.00000.ts
#EXTINF:1.500000,
${K}.360p.00001.ts
#EXT-X-ENDLIST
`;

describe("a video's playlists for one viewer", () => {
  it("replaces every segment key of the rendition by the viewer's link, keeping the tags", () => {
    const out = viewerPlaylist(STORED, `${K}.360p.`, (key) => `/api/media/${key}?sig=x`);
    expect(out.split("\n").filter((l) => l && !l.startsWith("#"))).toEqual([`/api/media/${K}.360p.00000.ts?sig=x`, `/api/media/${K}.360p.00001.ts?sig=x`]);
    expect(out).toContain("#EXTINF:1.500000,");
    expect(out).toContain("#EXT-X-ENDLIST");
    expect(playlistSeconds(STORED)).toBe(3.5);
  });

  it("drops lines naming anything else: another video's segment, a URL, the original, a key URI", () => {
    const hostile = `${STORED}#EXT-X-KEY:METHOD=AES-128,URI="https://evil.example/k"\n#EXTINF:2,\n${K}\n#EXTINF:2,\npm-other.mp4.360p.00000.ts\n#EXTINF:2,\nhttps://evil.example/a.ts\n#EXTINF:2,\n${K}.720p.00000.ts\n`;
    const links: string[] = [];
    const out = viewerPlaylist(hostile, `${K}.360p.`, (key) => (links.push(key), `/l/${key}`));
    expect(links).toEqual([`${K}.360p.00000.ts`, `${K}.360p.00001.ts`]);
    expect(out).not.toMatch(/evil|URI=|pm-other/);
  });

  it("the master lists each rendition, lowest first, as the viewer's link", () => {
    const renditions = renditionsOf([
      { name: "360p", width: 640, height: 360, bandwidth: 900000, segments: 2 },
      { name: "720p", width: 1280, height: 720, bandwidth: 2800000, segments: 2, codecs: "avc1.64001f,mp4a.40.2" },
    ]);
    const out = masterPlaylist(K, renditions, (key) => `/api/media/${key}?v=1`);
    expect(out.split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      "#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360",
      `/api/media/${K}.360p.m3u8?v=1`,
      '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
      `/api/media/${K}.720p.m3u8?v=1`,
      "",
    ]);
  });

  it("renditions that cannot be read count as none", () => {
    expect(renditionsOf(null)).toEqual([]);
    expect(renditionsOf([{ name: "../x", width: 1, height: 1, bandwidth: 1 }])).toEqual([]);
    expect(renditionsOf([{ name: "720p", width: 1280, height: 720, bandwidth: 1, codecs: 'a"\nb' }])).toEqual([]);
  });
});

describe("the names of a video's stored forms", () => {
  it("tells the poster, the master, a rendition's playlist and a segment from the video's key", () => {
    expect(videoPartOf(`${K}.poster.jpg`)).toEqual({ part: "poster", media: K });
    expect(videoPartOf(`${K}.master.m3u8`)).toEqual({ part: "master", media: K });
    expect(videoPartOf(`${K}.720p.m3u8`)).toEqual({ part: "playlist", media: K, rendition: "720p" });
    expect(videoPartOf(`${K}.720p.00012.ts`)).toEqual({ part: "segment", media: K, rendition: "720p", index: 12 });
  });

  it("any other key is not a video's form (the original, photos and their copies)", () => {
    for (const key of [K, "pm-abc.jpg", "pm-abc.webp-w480", "cm-abc.mp4", `${K}.720p.1.ts`, `${K}.poster.m3u8`]) expect(videoPartOf(key)).toBeNull();
  });
});
