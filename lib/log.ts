import pino from "pino";

// One structured logger: JSON lines (pipe through pino-pretty locally if you like).
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { service: process.env.SERVICE_NAME ?? "app" },
  redact: ["password", "*.password", "token", "*.token", "authorization", "*.authorization"],
});
