import { describeError, errorBody } from "@/lib/http/respond";
import { headerLanguage } from "@/lib/http/header-language";
import { savedLanguage } from "@/lib/http/request-language";
import type { Locale } from "@/i18n/locales";
import type { ErrorCode } from "@/shared/errors/codes";
import type { Ack, RealtimeSocket } from "@/realtime/types";
import { handshakeHeaderList } from "@/realtime/auth";

/** `code`: the stable code of shared/errors/codes.ts (e.g. MEMBER_BLOCKED); `message` its text in the socket's language. */
export type ClientError = { message: string; status: number; code: ErrorCode; errors?: Record<string, string[]>; fieldCodes?: Record<string, ErrorCode[]> };

/** The language of a socket's errors: its member's saved language, else its handshake's headers (locale cookie, Accept-Language). */
export async function socketLanguage(socket: RealtimeSocket): Promise<Locale> {
  const saved = socket.data.userId ? await savedLanguage(socket.data.userId) : null;
  return saved ?? headerLanguage(new Headers(handshakeHeaderList(socket)));
}

/** Same mapper as the HTTP errors (lib/http/respond.ts): the same status, code and message, in the socket's language. */
export async function toClientError(err: unknown, event: string, socket: RealtimeSocket): Promise<ClientError> {
  const d = describeError(err, { event, service: "realtime" });
  const { success: _success, params: _params, ...body } = errorBody(d, await socketLanguage(socket));
  void _success;
  void _params;
  return { ...body, status: d.status };
}

/** Reports a failed client event: message_error to the socket, and the ack when the client passed one. */
export async function reportError(socket: RealtimeSocket, event: string, err: unknown, ack?: Ack, extra: Record<string, unknown> = {}): Promise<void> {
  const e = await toClientError(err, event, socket);
  socket.emit("message_error", { event, ...e, ...extra });
  ack?.({ success: false, ...e, ...extra });
}

/** The ack callback, when the client passed one as the last argument. */
export function ackOf(args: unknown[]): Ack | undefined {
  const last = args[args.length - 1];
  return typeof last === "function" ? (last as Ack) : undefined;
}
