// The realtime service and server-side sessions: an ended session's socket is closed within
// seconds and cannot reconnect; the browser connects with its session cookie, never a URL token.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { io as ioClient } from "socket.io-client";
import { api } from "../helpers/http";
import { browserSignIn, cookieHeader } from "../helpers/browser-session";
import { signUp } from "../helpers/account";
import { closeAllClients, connect, registerUser, sharedService, stopAllServices, type Service } from "./helpers";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
let service: Service;

beforeAll(async () => {
  service = await sharedService();
});
afterEach(() => closeAllClients());
afterAll(async () => {
  closeAllClients();
  await service?.stop();
  await stopAllServices();
});

/** Connects with extra handshake options; resolves with the socket or the connect_error message. */
function rawConnect(opts: Parameters<typeof ioClient>[1]): Promise<{ ok: boolean; error?: string; close: () => void }> {
  // refusals in English (decision 041: the handshake's Accept-Language), unless the test sends its own headers
  const extraHeaders = { "accept-language": "en", ...(opts?.extraHeaders as Record<string, string> | undefined) };
  const socket = ioClient(service.url, { path: "/socket.io", transports: ["websocket"], reconnection: false, forceNew: true, ...opts, extraHeaders });
  return new Promise((resolve) => {
    socket.once("connect", () => resolve({ ok: true, close: () => socket.disconnect() }));
    socket.once("connect_error", (err) => {
      socket.disconnect();
      resolve({ ok: false, error: err.message, close: () => undefined });
    });
  });
}

describe("realtime and sessions", () => {
  it("closes an open socket within seconds of its session ending, tells it why, and refuses it afterwards", async () => {
    const u = await registerUser();
    const client = await connect(service.url, u.token);
    const started = Date.now();
    expect((await api("/api/auth/logout", { method: "POST", token: u.token })).status).toBe(200);
    await client.waitFor("session_ended", () => true, 10_000);
    await new Promise<void>((resolve) => (client.socket.disconnected ? resolve() : client.socket.once("disconnect", () => resolve())));
    expect(Date.now() - started).toBeLessThan(8_000);
    await expect(connect(service.url, u.token)).rejects.toThrow("Invalid or expired token");
  });

  it("refuses at once a session ended a moment ago (no cached answer)", async () => {
    const u = await registerUser();
    const first = await connect(service.url, u.token); // the service has now seen this session alive
    first.close();
    expect((await api("/api/auth/logout-all", { method: "POST", token: u.token })).status).toBe(200);
    await expect(connect(service.url, u.token)).rejects.toThrow("Invalid or expired token");
  });

  it("takes the browser's session cookie from the handshake, and never a token from the URL query", async () => {
    const a = await signUp();
    const browser = await browserSignIn({ email: a.email, password: a.password });
    const withCookie = await rawConnect({ extraHeaders: { cookie: cookieHeader(browser.jar) } });
    expect(withCookie).toMatchObject({ ok: true });
    withCookie.close();
    const inQuery = await rawConnect({ query: { token: a.token } });
    expect(inQuery).toMatchObject({ ok: false, error: "Authentication required" });
  });
});
