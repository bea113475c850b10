// `npm run bench:upload`: the app's memory while bodies stream in (issue 16). Starts the test
// stack (built app, fresh database: DATABASE_URL's server, else the embedded one), then
//   1. uploads a 1 GB video (multipart, streamed in 64 KB chunks) as a post,
//   2. uploads a 1 GB video as a resumable upload (tus: POST /api/uploads, then one PATCH of 1 GB)
//      and makes a post of it (`uploads: [id]`),
//   3. sends a 1 GB photo (refused past MEDIA_MAX_PHOTO_BYTES, 50 MB) and a 1 GB chunked JSON body (refused at 64 KB),
// sampling the app process's resident memory (/proc/<pid>/status, Linux) every 20 ms, and prints
// the time, the bytes the client managed to send and the RSS rise of each. Not run by `npm test`
// (tests/api/body-limits.test.ts proves the same paths with 200 MB).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ffmpegBinaries } from "../lib/media/ffmpeg";
import { Supervisor } from "../scripts/lib/supervisor";
import { startTestStack } from "../scripts/lib/test-stack";
import { appRss, multipartAround, streamBody, type StreamedBody } from "../tests/helpers/stream-upload";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? GB);

/** A real 2 s H.264 clip made by the pipeline's ffmpeg (every video is decoded when its post is made, decision 076), moov first. */
function clip(): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-bench-upload-"));
  try {
    const out = path.join(dir, "clip.mp4");
    execFileSync(ffmpegBinaries().ffmpeg, [
      "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=25:duration=2",
      "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-movflags", "+faststart", out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * That clip padded to `bytes` by a trailing `free` box (a big file that still decodes): `head` is
 * the clip and the box's header, `filler` the number of bytes the box holds after it.
 */
function paddedVideo(video: Buffer, bytes: number): { head: Buffer; filler: number } {
  const box = Buffer.alloc(8);
  box.writeUInt32BE(bytes - video.length, 0);
  box.write("free", 4, "latin1");
  return { head: Buffer.concat([video, box]), filler: bytes - video.length - box.length };
}

async function measure(label: string, base: string, body: StreamedBody) {
  const before = (await appRss(base)) ?? 0;
  let peak = before;
  const timer = setInterval(() => void appRss(base).then((r) => (peak = Math.max(peak, r ?? 0))), 20);
  const res = await streamBody(body, base).finally(() => clearInterval(timer));
  await new Promise((r) => setTimeout(r, 100));
  const after = (await appRss(base)) ?? 0;
  const f = (n: number) => (n / MB).toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(34)} ${String(res.status).padStart(4)}  ${(res.ms / 1000).toFixed(1).padStart(6)} s  sent ${f(res.sentBytes)} MB of ${f(res.totalBytes)} MB` +
      `  RSS before ${f(before)} MB, peak ${f(peak)} MB (+${f(peak - before)}), after ${f(after)} MB${res.status >= 400 ? `  ${res.body.slice(0, 160)}` : ""}`,
  );
}

async function main() {
  const sup = new Supervisor((m) => console.log(`[bench] ${m}`));
  sup.installSignalHandlers(130);
  const env = await startTestStack(sup, { seed: false });
  const base = env.TEST_BASE_URL;
  if ((await appRss(base)) === null) console.log("[bench] the app's RSS cannot be read here (needs Linux /proc and ss): sizes and times only");

  const email = `bench_${Date.now()}@example.test`;
  const reg = await fetch(new URL("/api/users/register", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: `b${Date.now().toString(36)}`, email, password: "Bench-password-1!", firstName: "Bench", lastName: "Upload", dateOfBirth: "1990-01-01" }),
  });
  const { token } = (await reg.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const real = clip();
  const post = (label: string, bytes: number) => {
    const file = paddedVideo(real, bytes);
    const body = multipartAround({ title: "Bench", description: "a long video" }, { field: "media", name: "bench.mp4", type: "video/mp4", head: file.head });
    return measure(label, base, {
      path: "/api/posts/exclusive-content",
      headers: { ...auth, "content-type": body.contentType },
      prefix: body.prefix,
      fillerBytes: file.filler,
      suffix: body.suffix,
    });
  };
  // warm-up: the first upload loads the route's code (busboy, sharp, file-type, the decode check): not per-byte memory
  await post("warm-up: 8 MB video post", 8 * MB);
  console.log(`upload of ${(SIZE / MB).toFixed(0)} MB per request (a real 2 s clip padded by a free box), 64 KB chunks, chunked transfer encoding`);
  await post("video post (accepted)", SIZE);
  // tus: the upload is created with its length, then its bytes go in one PATCH (a browser sends 32 MB PATCHes)
  const b64 = (v: string) => Buffer.from(v).toString("base64");
  const created = await fetch(new URL("/api/uploads", base), {
    method: "POST",
    headers: { ...auth, "tus-resumable": "1.0.0", "upload-length": String(SIZE), "upload-metadata": `filename ${b64("bench.mp4")},filetype ${b64("video/mp4")}` },
  });
  const location = created.headers.get("location");
  if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}`);
  const file = paddedVideo(real, SIZE);
  await measure("tus PATCH of the video (accepted)", base, {
    path: location,
    method: "PATCH",
    headers: { ...auth, "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    prefix: file.head,
    fillerBytes: file.filler,
    declareLength: true,
  });
  const started = performance.now();
  const made = await fetch(new URL("/api/posts/exclusive-content", base), {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ title: "Bench", description: "a resumable upload", uploads: [location.split("/").pop()] }),
  });
  console.log(`${"post made of the finished upload".padEnd(34)} ${String(made.status).padStart(4)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s${made.ok ? "" : `  ${await made.text()}`}`);
  const photo = multipartAround({ title: "Bench", description: "a huge photo" }, { field: "media", name: "bench.png", type: "image/png", head: Buffer.from("89504e470d0a1a0a0000000d49484452000000100000001008020000", "hex") });
  await measure("photo post (refused past 50 MB)", base, {
    path: "/api/posts/exclusive-content",
    headers: { ...auth, "content-type": photo.contentType },
    prefix: photo.prefix,
    fillerBytes: SIZE - photo.prefix.length,
    suffix: photo.suffix,
  });
  await measure("JSON body (refused past 64 KB)", base, {
    path: "/api/users/login",
    headers: { "content-type": "application/json" },
    prefix: Buffer.from('{"email":"a@b.c","password":"'),
    fillerBytes: SIZE,
    fill: 0x61,
    suffix: Buffer.from('"}'),
  });
  await sup.shutdown(0);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
