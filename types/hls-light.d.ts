// hls.js ships types for its full build only; its light build (`hls.js/light`, no alternate
// audio, subtitles or DRM) has the same API for what the player uses (components/media/hls-attach.ts).
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
