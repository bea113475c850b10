// A client that streams a large request body chunk by chunk (as a browser uploading a big file
// does) and stops sending as soon as the server answers: tests and bench/upload-memory.ts use it
// to see whether the server refused a body early, without ever holding the body in memory.
import http from "node:http";
import { once } from "node:events";
import { baseUrl } from "./http";

export type StreamedAnswer = { status: number; body: string; sentBytes: number; totalBytes: number; ms: number };

export type StreamedBody = {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** sent first (e.g. the multipart head and the first bytes of a file) */
  prefix: Buffer;
  /** then this many filler bytes, in 64 KB chunks */
  fillerBytes: number;
  /** then this (e.g. the closing multipart boundary) */
  suffix?: Buffer;
  /** sends a Content-Length announcing the whole size; otherwise the body is chunked */
  declareLength?: boolean;
  /** a byte of the filler (0 by default) */
  fill?: number;
};

export function streamBody(opts: StreamedBody, base = baseUrl()): Promise<StreamedAnswer> {
  const suffix = opts.suffix ?? Buffer.alloc(0);
  const totalBytes = opts.prefix.length + opts.fillerBytes + suffix.length;
  const url = new URL(opts.path, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    // error texts in English unless the test asks for another language (decision 041)
    const headers: Record<string, string> = { "accept-language": "en", ...opts.headers };
    if (opts.declareLength) headers["content-length"] = String(totalBytes);
    const req = http.request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: opts.method ?? "POST", headers });
    const answer = new Promise<void>((done) => {
      req.on("response", (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), sentBytes, totalBytes, ms: performance.now() - started });
          done();
        });
        res.on("error", () => undefined);
      });
    });
    const closed = once(req, "close").catch(() => undefined);
    // Writes after the server answered and closed the connection fail (EPIPE, ECONNRESET): expected.
    req.on("error", (err) => {
      if (!answered) setTimeout(() => !answered && reject(err), 200);
    });

    const write = async (chunk: Buffer) => {
      if (answered || req.destroyed) return false;
      sentBytes += chunk.length;
      if (!req.write(chunk)) await Promise.race([once(req, "drain").catch(() => undefined), answer, closed]);
      return !answered && !req.destroyed;
    };
    void (async () => {
      if (!(await write(opts.prefix))) return;
      const chunk = Buffer.alloc(64 * 1024, opts.fill ?? 0);
      let left = opts.fillerBytes;
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!(await write(piece))) return;
      }
      if (!(await write(suffix))) return;
      req.end();
    })();
  });
}

/** The pieces of a multipart body around one streamed file: fields, then the file's head, filler, then the end. */
export function multipartAround(fields: Record<string, string>, file: { field: string; name: string; type: string; head: Buffer }) {
  const boundary = "----velvetstream" + Math.random().toString(16).slice(2);
  let text = "";
  for (const [k, v] of Object.entries(fields)) text += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  text += `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    prefix: Buffer.concat([Buffer.from(text), file.head]),
    suffix: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

/** Resident memory (bytes) of the process listening on the app's port, or null where that cannot be read (not Linux). */
export async function appRss(base = baseUrl()): Promise<number | null> {
  const pid = await appPid(base);
  if (!pid) return null;
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : null;
}

let cachedPid: { base: string; pid: number | null } | undefined;

async function appPid(base: string): Promise<number | null> {
  if (cachedPid?.base === base) return cachedPid.pid;
  const { execFileSync } = await import("node:child_process");
  let pid: number | null = null;
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${new URL(base).port}`], { encoding: "utf8" });
    pid = Number(/pid=(\d+)/.exec(out)?.[1]) || null;
  } catch {
    pid = null;
  }
  cachedPid = { base, pid };
  return pid;
}
