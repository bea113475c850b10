import net from "node:net";

/** A port the OS considers free right now (tiny race until the child binds it: fine for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers HTTP at all (any status): the server is listening and routing. */
export async function waitForHttp(url: string, timeoutMs: number, isDead: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`server died before answering ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
