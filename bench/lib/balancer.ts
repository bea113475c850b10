// The cluster bench's load balancers (decision 083), in Node's own http and net:
//  - HTTP, round robin per request over the app instances, appending the client's address to
//    X-Forwarded-For as a proxy does (the apps trust loopback: TRUSTED_PROXIES=loopback);
//  - TCP, round robin per connection over the realtime instances (a WebSocket is one connection,
//    so no stickiness is needed with the websocket transport), skipping an instance that refuses
//    the connection (one killed mid-run), so its clients reconnect to the other.
import http from "node:http";
import net from "node:net";

export type Backend = { name: string; port: number; served: number; down?: boolean };

export type Balancer = { port: number; backends: Backend[]; close: () => Promise<void> };

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

/** Round robin over the backends, starting after the last one used. */
function rotation(backends: Backend[]) {
  let next = 0;
  return () => backends[next++ % backends.length]!;
}

export async function httpBalancer(port: number, backends: Backend[]): Promise<Balancer> {
  const pick = rotation(backends);
  // a connection per request to the instance: a kept-alive one may be closed by the instance (its
  // keep-alive timeout) just as a request goes out on it, a 502 that is the balancer's doing
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const backend = pick();
    backend.served++;
    const peer = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": forwarded ? `${forwarded}, ${peer}` : peer };
    const upstream = http.request({ host: "127.0.0.1", port: backend.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway");
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await listen(server, port);
  return {
    port,
    backends,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function tcpBalancer(port: number, backends: Backend[]): Promise<Balancer> {
  let next = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.pause();
    // this connection's turn in the rotation; a refusal moves it on to the following instances
    // (its own order, not the shared rotation, which concurrent connections also move)
    const first = next++;
    const tryBackend = (attempt: number) => {
      if (attempt >= backends.length) return client.destroy();
      const backend = backends[(first + attempt) % backends.length]!;
      const upstream = net.connect(backend.port, "127.0.0.1");
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        backend.served++;
        backend.down = false;
        open.add(upstream);
        upstream.on("close", () => open.delete(upstream));
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.on("error", () => client.destroy());
        client.on("error", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
        client.on("close", () => upstream.destroy());
      });
      upstream.once("error", () => {
        if (connected) return;
        backend.down = true;
        tryBackend(attempt + 1);
      });
    };
    tryBackend(0);
  });
  await listen(server, port);
  return {
    port,
    backends,
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
