// The web app's HTTP server (started by the launcher, the test stack and bench:http instead of
// `next start`): Next's own request handler behind a plain Node HTTP server that, on every request,
//  - writes the TCP peer's address into PEER_HEADER, overwriting anything the client sent, so
//    lib/http/client-address.ts knows who the client is (the App Router gives handlers no socket,
//    and `next start` keeps a client's own X-Forwarded-For);
//  - sets the security headers every answer carries (lib/http/security-headers.ts): pages, API,
//    static files, errors alike. Pages get their nonce-based policy from proxy.ts on top;
//  - answers 451 to visitors from the countries of BLOCKED_COUNTRIES (lib/geo/operator-block.ts),
//    before Next, since only here is the peer's address known for pages and API alike.
// Usage: node --import tsx scripts/serve.ts  (PORT, HOSTNAME optional; NODE_ENV=production)
import http from "node:http";
import next from "next";
import { markPeerHeaderWritten, PEER_HEADER } from "../lib/http/client-address";
import { baseSecurityHeaders } from "../lib/http/security-headers";
import { operatorBlockAnswer } from "../lib/geo/operator-block";
import { runShutdownHooks } from "../lib/shutdown";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

async function main(): Promise<void> {
  markPeerHeaderWritten();
  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    const headers = new Headers();
    for (const name of ["host", "x-forwarded-for", "x-forwarded-proto", PEER_HEADER]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    for (const [name, value] of baseSecurityHeaders(headers)) res.setHeader(name, value);
    const refused = operatorBlockAnswer(headers, (req.url ?? "/").split("?", 1)[0]!);
    if (refused) {
      res.writeHead(refused.status, refused.headers);
      res.end(refused.body);
      return;
    }
    handle(req, res).catch((err: unknown) => {
      console.error("unhandled error", err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`velvet web on http://${hostname ?? "localhost"}:${port}`);
  // Stops taking requests and lets the app's own work end (the job queue: lib/shutdown.ts), 5 s at most.
  const stop = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
    void Promise.all([closed, runShutdownHooks()]).finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
