// The realtime service: its own Node process (`npm run realtime`, i.e. `tsx realtime/server.ts`).
export {};
process.env.SERVICE_NAME ??= "realtime";

const { env } = await import("@/lib/env");
const { log } = await import("@/lib/log");
const { createRealtimeApp } = await import("@/realtime/app");
const { shutdownGracefully } = await import("@/realtime/shutdown");

const app = createRealtimeApp();
const port = env().REALTIME_PORT;

app.http.listen(port, () => {
  log.info({ port, redis: Boolean(env().REDIS_URL) }, "realtime service listening");
});
app.http.on("error", (err) => {
  log.fatal({ err }, "realtime service failed to start");
  process.exit(1);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "realtime service shutting down");
    void shutdownGracefully(app).then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, "unclean shutdown");
        process.exit(1);
      },
    );
  });
}
