/** The content type of an HLS playlist. */
export const HLS_MIME = "application/vnd.apple.mpegurl";

/**
 * Plays an HLS playlist in a video element: natively where the browser can (Safari, iOS, Chrome
 * with native HLS), else through hls.js, imported here, when a video is first played, so no page
 * carries it in its first load (decision 078). Its full build, not the light one: a marked video's
 * sound is an alternate audio rendition (an audio group, decision 095), which the light build
 * leaves out (~70 kB more compressed, fetched on the first play only). The worker is off: the ESM build
 * has no inline worker, and transmuxing our renditions on the main thread is cheap. `onFatal` is
 * called once playback cannot go on (an expired or refused link, a network failure).
 * Resolves with the function that detaches it.
 */
export async function attachHls(video: HTMLVideoElement, url: string, onFatal: (reason: string) => void): Promise<() => void> {
  if (video.canPlayType(HLS_MIME)) {
    const onError = () => onFatal("native");
    video.addEventListener("error", onError);
    video.src = url;
    return () => {
      video.removeEventListener("error", onError);
      video.removeAttribute("src");
      video.load();
    };
  }
  const { default: Hls } = await import("hls.js");
  if (!Hls.isSupported()) throw new Error("HLS is not supported by this browser");
  const hls = new Hls({ enableWorker: false, debug: false, capLevelToPlayerSize: true, startLevel: -1 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal(String(data.details));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
