// The media worker: its own Node process (`npm run worker`; started beside the web app and the
// realtime service by `npm start` and the test stacks, scripts/lib/stack.ts). It runs the media
// jobs of the pg-boss queue (lib/media-pipeline/worker.ts): video renditions, posters, frame
// hashes, deletions of stored files. Run as many as you like, on as many machines as you like,
// against the same DATABASE_URL and storage (STORAGE_DRIVER=s3, or a shared DATA_DIR/media).
export {};
process.env.SERVICE_NAME ??= "media-worker";

const { env } = await import("../lib/env");
const { log } = await import("../lib/log");
const { startMediaWorker } = await import("../lib/media-pipeline/worker");
const { ffmpegBinaries } = await import("../lib/media/ffmpeg");

const url = env().DATABASE_URL;
if (!url) {
  log.fatal("the media worker needs DATABASE_URL");
  process.exit(1);
}
log.info({ ffmpeg: ffmpegBinaries() }, "media worker starting");

let worker: Awaited<ReturnType<typeof startMediaWorker>> | null = null;
for (let attempt = 1; !worker; attempt++) {
  try {
    worker = await startMediaWorker(url);
  } catch (err) {
    if (attempt >= 10) {
      log.fatal({ err }, "the media worker could not start");
      process.exit(1);
    }
    log.warn({ err, attempt }, "the media worker could not start; trying again");
    await new Promise((r) => setTimeout(r, Math.min(30_000, 1000 * 2 ** attempt)));
  }
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "media worker shutting down");
    // jobs still running after the grace period are left to expire and be retried by another worker
    setTimeout(() => process.exit(0), 12_000).unref();
    void worker!.stop(10_000).finally(() => process.exit(0));
  });
}
