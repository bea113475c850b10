import net from "node:net";

/** The first free port in [from, to] on 127.0.0.1 (the bench's assigned range is 3800-3899). */
export async function freePortIn(from = Number(process.env.BENCH_PORT_FROM ?? 3800), to = Number(process.env.BENCH_PORT_TO ?? 3899), skip: number[] = []): Promise<number> {
  for (let p = from; p <= to; p++) {
    if (skip.includes(p)) continue;
    const ok = await new Promise<boolean>((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(false));
      srv.listen(p, "127.0.0.1", () => srv.close(() => resolve(true)));
    });
    if (ok) return p;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

// Waiting for a server to answer is the launcher's helper; the bench reuses it.
export { waitForHttp } from "../../scripts/lib/ports";
