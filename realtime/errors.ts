import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import type { Ack, RealtimeSocket } from "@/realtime/types";

export type ClientError = { message: string; status: number };

/** Same meaning as the HTTP errors: AppError keeps its message and status; anything else is a 500 without details. */
export function toClientError(err: unknown, event: string): ClientError {
  if (err instanceof AppError) return { message: err.message, status: err.status };
  log.error({ err, event }, "realtime handler failed");
  return { message: "Something went wrong", status: 500 };
}

/** Reports a failed client event: message_error to the socket, and the ack when the client passed one. */
export function reportError(socket: RealtimeSocket, event: string, err: unknown, ack?: Ack, extra: Record<string, unknown> = {}) {
  const e = toClientError(err, event);
  socket.emit("message_error", { event, message: e.message, status: e.status, ...extra });
  ack?.({ success: false, message: e.message, status: e.status, ...extra });
}

/** The ack callback, when the client passed one as the last argument. */
export function ackOf(args: unknown[]): Ack | undefined {
  const last = args[args.length - 1];
  return typeof last === "function" ? (last as Ack) : undefined;
}
