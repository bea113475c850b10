// Next.js calls register() once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackgroundJobs } = await import("@/lib/jobs/start");
    startBackgroundJobs();
  }
}
