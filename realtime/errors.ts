import { describeError } from "@/lib/http/respond";
import type { Ack, RealtimeSocket } from "@/realtime/types";

/** `code`: the stable code of lib/errors.ts when the error has one (e.g. MEMBER_BLOCKED). */
export type ClientError = { message: string; status: number; code?: string };

/** Same mapper as the HTTP errors (lib/http/respond.ts): the same status and safe message. */
export function toClientError(err: unknown, event: string): ClientError {
  const { message, status, code } = describeError(err, { event, service: "realtime" });
  return code ? { message, status, code } : { message, status };
}

/** Reports a failed client event: message_error to the socket, and the ack when the client passed one. */
export function reportError(socket: RealtimeSocket, event: string, err: unknown, ack?: Ack, extra: Record<string, unknown> = {}) {
  const e = toClientError(err, event);
  const code = e.code ? { code: e.code } : {};
  socket.emit("message_error", { event, message: e.message, status: e.status, ...code, ...extra });
  ack?.({ success: false, message: e.message, status: e.status, ...code, ...extra });
}

/** The ack callback, when the client passed one as the last argument. */
export function ackOf(args: unknown[]): Ack | undefined {
  const last = args[args.length - 1];
  return typeof last === "function" ? (last as Ack) : undefined;
}
