// storage.putFile streams a spooled upload to S3-compatible storage: one PUT with the file's
// Content-Length (S3 refuses chunked uploads) signed with UNSIGNED-PAYLOAD, bytes never held whole.
// The S3 side is a local HTTP server standing in for the object store.
import http from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; bytes: number; first: number };

describe("S3 driver putFile (lib/storage/s3)", () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let dir: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let bytes = 0;
      let first = -1;
      req.on("data", (c: Buffer) => {
        if (first < 0) first = c[0]!;
        bytes += c.length;
      });
      req.on("end", () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, bytes, first });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    dir = await mkdtemp(path.join(os.tmpdir(), "velvet-s3-"));
    const port = (server.address() as { port: number }).port;
    vi.stubEnv("STORAGE_DRIVER", "s3");
    vi.stubEnv("S3_ENDPOINT", `http://127.0.0.1:${port}`);
    vi.stubEnv("S3_BUCKET", "media");
    vi.stubEnv("S3_ACCESS_KEY_ID", "AKIDEXAMPLE");
    vi.stubEnv("S3_SECRET_ACCESS_KEY", "secret");
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("sends the file in one PUT with its Content-Length, signed with UNSIGNED-PAYLOAD", async () => {
    const { s3Storage } = await import("@/lib/storage/s3");
    const file = path.join(dir, "upload");
    const size = 5 * 1024 * 1024 + 17;
    const bytes = Buffer.alloc(size, 9);
    bytes[0] = 42;
    await writeFile(file, bytes);
    await s3Storage().putFile("pm-0b6c7f3e-5f7e-4a43-9d0e-4b8f1f0a1c11.mp4", file, "video/mp4");
    expect(seen).toHaveLength(1);
    const put = seen[0]!;
    expect(put.method).toBe("PUT");
    expect(put.url).toBe("/media/pm-0b6c7f3e-5f7e-4a43-9d0e-4b8f1f0a1c11.mp4");
    expect(put.headers["content-length"]).toBe(String(size));
    expect(put.headers["transfer-encoding"]).toBeUndefined();
    expect(put.headers["x-amz-content-sha256"]).toBe("UNSIGNED-PAYLOAD");
    expect(put.headers.authorization).toMatch(/SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date/);
    expect(put.bytes).toBe(size);
    expect(put.first).toBe(42);
  });
});
