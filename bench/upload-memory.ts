// `npm run bench:upload`: the app's memory while bodies stream in (issue 16). Starts the test
// stack (built app, fresh database: DATABASE_URL's server, else the embedded one), then
//   1. uploads a 1 GB video (multipart, streamed in 64 KB chunks) as a post,
//   2. uploads a 1 GB video as a resumable upload (tus: POST /api/uploads, then one PATCH of 1 GB)
//      and makes a post of it (`uploads: [id]`),
//   3. sends a 1 GB photo (refused at 20 MB) and a 1 GB chunked JSON body (refused at 64 KB),
// sampling the app process's resident memory (/proc/<pid>/status, Linux) every 20 ms, and prints
// the time, the bytes the client managed to send and the RSS rise of each. Not run by `npm test`
// (tests/api/body-limits.test.ts proves the same paths with 200 MB).
import { Supervisor } from "../scripts/lib/supervisor";
import { startTestStack } from "../scripts/lib/test-stack";
import { appRss, multipartAround, streamBody, type StreamedBody } from "../tests/helpers/stream-upload";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? GB);

function mp4Head(): Buffer {
  const ftyp = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  return Buffer.concat([ftyp, Buffer.alloc(8192 - ftyp.length, 1)]);
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
      `  RSS before ${f(before)} MB, peak ${f(peak)} MB (+${f(peak - before)}), after ${f(after)} MB`,
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

  const video = multipartAround({ title: "Bench", description: "a long video" }, { field: "media", name: "bench.mp4", type: "video/mp4", head: mp4Head() });
  // warm-up: the first upload loads the route's code (busboy, sharp, file-type): not per-byte memory
  await measure("warm-up: 8 MB video post", base, {
    path: "/api/posts/exclusive-content",
    headers: { ...auth, "content-type": video.contentType },
    prefix: video.prefix,
    fillerBytes: 8 * MB,
    suffix: video.suffix,
  });
  console.log(`upload of ${(SIZE / MB).toFixed(0)} MB per request, 64 KB chunks, chunked transfer encoding`);
  await measure("video post (accepted)", base, {
    path: "/api/posts/exclusive-content",
    headers: { ...auth, "content-type": video.contentType },
    prefix: video.prefix,
    fillerBytes: SIZE - video.prefix.length,
    suffix: video.suffix,
  });
  // tus: the upload is created with its length, then its bytes go in one PATCH (a browser sends 32 MB PATCHes)
  const b64 = (v: string) => Buffer.from(v).toString("base64");
  const created = await fetch(new URL("/api/uploads", base), {
    method: "POST",
    headers: { ...auth, "tus-resumable": "1.0.0", "upload-length": String(SIZE), "upload-metadata": `filename ${b64("bench.mp4")},filetype ${b64("video/mp4")}` },
  });
  const location = created.headers.get("location");
  if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}`);
  const head = mp4Head();
  await measure("tus PATCH of the video (accepted)", base, {
    path: location,
    method: "PATCH",
    headers: { ...auth, "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    prefix: head,
    fillerBytes: SIZE - head.length,
    declareLength: true,
  });
  const started = performance.now();
  const post = await fetch(new URL("/api/posts/exclusive-content", base), {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ title: "Bench", description: "a resumable upload", uploads: [location.split("/").pop()] }),
  });
  console.log(`${"post made of the finished upload".padEnd(34)} ${String(post.status).padStart(4)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  const photo = multipartAround({ title: "Bench", description: "a huge photo" }, { field: "media", name: "bench.png", type: "image/png", head: Buffer.from("89504e470d0a1a0a0000000d49484452000000100000001008020000", "hex") });
  await measure("photo post (refused past 20 MB)", base, {
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
